import { chartLabel } from './counts.js'

/**
 * The one chart the summaries draw: a Mermaid bar chart of their top rows, drawn so it stays
 * legible at GitHub's content width (about 830 px), where a vertical chart's ten path labels run
 * into one another and a bar of 850 looks as long as one of 900 at 260 px high:
 *
 * - bars lie down (`xychart-beta horizontal`): each label has a line of its own, on the left;
 * - at most `MAX_BARS` bars, each label at most `MAX_LABEL_CHARS` (chartLabel);
 * - the value axis starts at 0, so a bar's length is its value (a cut axis makes 900 look ten
 *   times 850), and ends at the round number just above the longest bar (`axisEnd`), so the bars
 *   use the chart's whole width and their differences show;
 * - one series: an xychart has no legend, and a line over bars said in its title which was which;
 * - fewer than two bars draw nothing: the table beside it says a single figure better;
 * - bars in a color that stands out from the page (`BAR_COLOR`).
 *
 * Mermaid's xychart syntax: https://mermaid.js.org/syntax/xyChart (orientation, axis ranges, the
 * `xyChart` config of an `init` directive).
 */

export const MAX_BARS = 8

/** GitHub's content column is about 830 px wide; the chart keeps inside it. */
export const CHART_WIDTH_PX = 800

/**
 * GitHub's accent blue: Mermaid's default bars are a pale lavender that a light page nearly hides
 * (seen in headless Chromium at 830 px); this one reads on a light page and a dark one.
 */
const BAR_COLOR = '#0969da'

/** Each bar's row, and the room the title and the value axis take. */
const BAR_ROW_PX = 34
const FRAME_PX = 110

export interface Bar {
  /** The service's text (a page path): made a safe, short label here. */
  readonly label: string
  readonly value: number
}

/** The lines of a ```mermaid block (and an empty line after it), or none. */
export function barChart(title: string, axis: string, bars: readonly Bar[]): string[] {
  const shown = bars.slice(0, MAX_BARS)
  if (shown.length < 2) return []
  const end = axisEnd(Math.max(...shown.map(bar => bar.value)))
  const height = FRAME_PX + BAR_ROW_PX * shown.length
  return [
    '```mermaid',
    `%%{init: {"xyChart": {"width": ${CHART_WIDTH_PX}, "height": ${height}}, "themeVariables": {"xyChart": {"plotColorPalette": "${BAR_COLOR}"}}}}%%`,
    'xychart-beta horizontal',
    `    title "${plain(title)}"`,
    `    x-axis [${shown.map(bar => `"${chartLabel(bar.label)}"`).join(', ')}]`,
    `    y-axis "${plain(axis)}" 0 --> ${end}`,
    `    bar [${shown.map(bar => Math.max(0, bar.value)).join(', ')}]`,
    '```',
    ''
  ]
}

/**
 * The round number at or just above `most` (1, 1.2, 1.5, 2, 2.5, 3, 4, 5, 6 or 8 times a power of
 * ten): the longest bar takes three quarters of the width or more; 1 for none.
 */
export function axisEnd(most: number): number {
  if (!(most > 0)) return 1
  const power = 10 ** Math.floor(Math.log10(most))
  const step = [1, 1.2, 1.5, 2, 2.5, 3, 4, 5, 6, 8, 10].find(m => m * power >= most) ?? 10
  // Rounded: 1.2 * 100 is 120.00000000000001 in floating point.
  return Number((step * power).toPrecision(12))
}

/** A title or an axis name: the action's own words, kept from ending the quoted text. */
function plain(text: string): string {
  return text.replace(/["\r\n`]/g, ' ')
}
