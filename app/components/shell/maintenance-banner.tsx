import type { MaintenanceAlert } from '#app/flags/flags.ts'

/**
 * The site-wide maintenance banner (flag dd-maintenance-alert). A labelled region, not a
 * live region: it is there on arrival and must not interrupt or take focus.
 */
export function MaintenanceBanner({ alert }: { alert: MaintenanceAlert }) {
  return (
    <section
      aria-labelledby="maintenance-heading"
      className="border-b border-amber-300 bg-amber-50 text-amber-950"
      data-testid="maintenance-banner"
    >
      <div className="mx-auto flex max-w-5xl flex-col gap-1 px-4 py-3 text-sm sm:flex-row sm:items-baseline sm:gap-3 sm:px-6">
        {alert.alert ? (
          <p className="w-fit rounded bg-amber-800 px-2 py-0.5 text-xs font-semibold tracking-wide text-white uppercase">
            {alert.alert}
          </p>
        ) : null}
        <h2 id="maintenance-heading" className="font-semibold">
          {alert.heading}
        </h2>
        <p>{alert.message}</p>
      </div>
    </section>
  )
}
