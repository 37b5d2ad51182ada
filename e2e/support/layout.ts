import { expect, type Locator } from '@playwright/test'

// What a narrow screen does to a screen's text and tables, measured as the browser laid them out.

/**
 * The elements whose text is broken over more than one line: for each piece of its text, the lines it is laid out
 * on, so a cell holding a name over its venue (two blocks of one line each) is whole, a name on two lines is not.
 */
export function brokenTexts(elements: Locator): Promise<string[]> {
  return elements.evaluateAll((nodes) =>
    nodes.flatMap((node) => {
      const texts = document.createTreeWalker(node, NodeFilter.SHOW_TEXT)
      let most = 0
      for (let text = texts.nextNode(); text; text = texts.nextNode()) {
        if (!text.textContent?.trim()) continue
        const range = document.createRange()
        range.selectNodeContents(text)
        const lineTops = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)))
        most = Math.max(most, lineTops.size)
      }
      return most > 1 ? [`${node.textContent} (${most} lines)`] : []
    }),
  )
}

/** Every element of `elements` lies wholly inside `frame` sideways, and the frame inside the window. */
export async function expectInsideSideways(elements: Locator, frame: Locator, windowWidth: number) {
  const outer = (await frame.boundingBox())!
  expect(outer.x).toBeGreaterThanOrEqual(0)
  expect(outer.x + outer.width).toBeLessThanOrEqual(windowWidth)
  const boxes = await elements.evaluateAll((nodes) =>
    nodes.map((node) => {
      const { left, right } = node.getBoundingClientRect()
      return { text: node.textContent, left, right }
    }),
  )
  const outside = boxes.filter(({ left, right }) => left < outer.x - 0.5 || right > outer.x + outer.width + 0.5)
  expect(outside, 'cut off at the frame’s edge').toEqual([])
}

/** The element does not scroll sideways: its content fits its width. */
export async function expectNoSidewaysScroll(element: Locator) {
  const { scrollWidth, clientWidth } = await element.evaluate((node) => ({
    scrollWidth: node.scrollWidth,
    clientWidth: node.clientWidth,
  }))
  expect(scrollWidth, 'content wider than its box').toBeLessThanOrEqual(clientWidth)
}
