/**
 * The one unit control of every tool: a group of radio buttons choosing the unit (or, for a
 * height-and-weight pair, the unit system) the boxes are shown in. It is a display choice only:
 * each box posts its number with the unit printed beside it (`x.unit`), so choosing here never
 * changes what a typed number means. With JavaScript the boxes convert on the spot; without
 * it they are redrawn, converted, by the next post (Update or Continue).
 */
export function UnitControl({
  name,
  legend,
  options,
  current,
  visibleLegend = false,
}: {
  /** `<field>__unit`, or `<container>__unit` for a unit system. */
  name: string
  legend: string
  options: { value: string; label: string }[]
  current: string | undefined
  visibleLegend?: boolean
}) {
  return (
    <fieldset className="flex flex-wrap items-center gap-2 text-sm" data-unit-control={name}>
      <legend className={visibleLegend ? 'float-left mr-2 font-medium' : 'sr-only'}>{legend}</legend>
      {options.map((o) => (
        <label
          key={o.value}
          className="flex cursor-pointer items-center gap-1.5 rounded-md border border-slate-500 px-2.5 py-1.5 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:checked]:font-semibold"
        >
          <input type="radio" name={name} value={o.value} defaultChecked={current === o.value} />
          {o.label}
        </label>
      ))}
    </fieldset>
  )
}
