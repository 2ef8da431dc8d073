/**
 * Room shared evenly among those who want it (max-min fairness, "water-filling"): each gets what
 * it wants or an equal share, whichever is less, and what the smaller ones leave goes to the rest.
 * So the longest are cut first, and none is cut while another gets more than it.
 */
export function share(wants: readonly number[], room: number): number[] {
  const given = wants.map(() => 0)
  const order = wants
    .map((want, i) => ({ want: Math.max(0, want), i }))
    .sort((a, b) => a.want - b.want)
  let left = Math.max(0, Math.floor(room))
  for (let k = 0; k < order.length; k++) {
    const { want, i } = order[k] ?? { want: 0, i: 0 }
    const even = Math.floor(left / (order.length - k))
    given[i] = Math.min(want, even)
    left -= given[i] ?? 0
  }
  return given
}
