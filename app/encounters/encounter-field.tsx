import { useLoaderData } from 'react-router'

/** The tool session's aggregate id, carried by the tool page's forms so posts without JavaScript keep it. */
export function EncounterField() {
  const data = useLoaderData() as { aggregateId?: string | null } | undefined
  return data?.aggregateId ? <input type="hidden" name="aggregateId" value={data.aggregateId} /> : null
}
