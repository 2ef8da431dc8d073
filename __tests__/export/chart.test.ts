import { describe, expect, test } from '@jest/globals'
import { axisEnd, barChart, CHART_WIDTH_PX, MAX_BARS, type Bar } from '../../src/export/chart.js'
import { MAX_LABEL_CHARS } from '../../src/export/counts.js'

/** A chart's text read back: its orientation, its size, its labels, its value axis and bars. */
function read(lines: readonly string[]) {
  const text = lines.join('\n')
  const size = /"width": (\d+), "height": (\d+)/.exec(text)
  const labels = /^ {4}x-axis \[(.*)\]$/m.exec(text)?.[1] ?? ''
  const axis = /^ {4}y-axis "[^"]*" (-?[\d.]+) --> ([\d.]+)$/m.exec(text)
  const bars = /^ {4}bar \[(.*)\]$/m.exec(text)?.[1] ?? ''
  return {
    fenced: lines[0] === '```mermaid' && lines.at(-2) === '```',
    horizontal: /^xychart-beta horizontal$/m.test(text),
    width: Number(size?.[1]),
    height: Number(size?.[2]),
    labels: [...labels.matchAll(/"([^"]*)"/g)].map(m => m[1] ?? ''),
    axis: [Number(axis?.[1]), Number(axis?.[2])],
    bars: bars.split(', ').map(Number),
    series: text.match(/^ {4}(bar|line) /gm)?.length ?? 0,
    color: /"plotColorPalette": "(#[0-9a-f]{6})"/.exec(text)?.[1]
  }
}

const pages = (n: number, value = (i: number) => 1000 - i * 7): Bar[] =>
  Array.from({ length: n }, (_, i) => ({
    label: `/api-reference/endpoints/projects/${i}/deployments/status`,
    value: value(i)
  }))

describe('barChart: legible at GitHub’s content width', () => {
  test.each([2, 5, 10, 40])('%i rows: the rules hold', rows => {
    const chart = read(barChart('Top pages by views', 'views', pages(rows)))
    expect(chart.fenced).toBe(true)
    // Bars lie down: each label gets a line of its own, none runs into the next.
    expect(chart.horizontal).toBe(true)
    // In a color that stands out (Mermaid's own pale lavender nearly vanished on the page).
    expect(chart.color).toBe('#0969da')
    // At most MAX_BARS bars, one series (an xychart has no legend).
    expect(chart.labels).toHaveLength(Math.min(rows, MAX_BARS))
    expect(chart.bars).toHaveLength(chart.labels.length)
    expect(chart.series).toBe(1)
    // Short labels, the end of each path kept.
    for (const label of chart.labels) {
      expect(label.length).toBeLessThanOrEqual(MAX_LABEL_CHARS)
      expect(label).toMatch(/deployments\/status$/)
    }
    // The value axis starts at 0 and ends just past the longest bar: bars use the width.
    const longest = Math.max(...chart.bars)
    expect(chart.axis[0]).toBe(0)
    expect(chart.axis[1]).toBeGreaterThanOrEqual(longest)
    expect(longest / (chart.axis[1] ?? 0)).toBeGreaterThanOrEqual(0.75)
    // Inside GitHub's ~830 px column; high enough for a label a bar.
    expect(chart.width).toBeLessThanOrEqual(830)
    expect(chart.width).toBe(CHART_WIDTH_PX)
    expect(chart.height / chart.bars.length).toBeGreaterThanOrEqual(30)
  })

  test('bars of 850 and 900 differ by a visible length: the axis ends at 1,000, not 9,000', () => {
    const chart = read(
      barChart(
        't',
        'views',
        pages(3, i => [900, 850, 20][i] ?? 0)
      )
    )
    expect(chart.axis).toEqual([0, 1000])
  })

  test('fewer than two bars draw no chart: the table says one figure better', () => {
    expect(barChart('t', 'views', pages(1))).toEqual([])
    expect(barChart('t', 'views', [])).toEqual([])
  })

  test('a hostile label, title or axis name cannot end its quotes, the list or the block', () => {
    const bad = '/a"] ```\nbar [1]\n%%{init: {}}%%'
    const lines = barChart(`x"\n\`\`\``, `y"\n`, [
      { label: bad, value: 3 },
      { label: bad, value: 2 }
    ])
    expect(lines.filter(line => line.startsWith('```'))).toEqual(['```mermaid', '```'])
    expect(lines.filter(line => /^ {4}bar /.test(line))).toEqual(['    bar [3, 2]'])
    for (const label of read(lines).labels) expect(label).not.toMatch(/["\]\n`]/)
    // The title and the axis name keep their words; only what could end the quotes becomes a space.
    expect(lines.slice(2, 4)).toEqual(['xychart-beta horizontal', '    title "x     "'])
    expect(lines.find(line => line.startsWith('    y-axis'))).toBe('    y-axis "y  " 0 --> 3')
  })

  test('the whole chart, line for line: a fenced block and the empty line after it', () => {
    const lines = barChart('Top pages by views', 'views', [
      { label: '/quickstart', value: 2397 },
      { label: '/introduction', value: 1730 }
    ])
    expect(lines).toEqual([
      '```mermaid',
      `%%{init: {"xyChart": {"width": ${CHART_WIDTH_PX}, "height": 178}, "themeVariables": {"xyChart": {"plotColorPalette": "#0969da"}}}}%%`,
      'xychart-beta horizontal',
      '    title "Top pages by views"',
      '    x-axis ["/quickstart", "/introduction"]',
      '    y-axis "views" 0 --> 2500',
      '    bar [2397, 1730]',
      '```',
      ''
    ])
  })
})

describe('axisEnd', () => {
  test('the round number at or just above the longest bar', () => {
    const most = [1, 7, 9, 11, 21, 240, 251, 900, 1000, 1166, 48_210, 0.7]
    expect(most.map(axisEnd)).toEqual([1, 8, 10, 12, 25, 250, 300, 1000, 1000, 1200, 50_000, 0.8])
    // The longest bar takes three quarters of the width or more.
    for (let n = 1; n < 20_000; n += 7) expect(n / axisEnd(n)).toBeGreaterThanOrEqual(0.75)
    expect(axisEnd(0)).toBe(1)
  })
})
