import { expect, test } from '../support/fixtures.ts'
import { showSignUpToast } from '../support/sign-up-toast.ts'

// docs/product.md §2: top-center (swiped up) under 768 px wide, bottom-right (swiped right) otherwise.
const layouts = [
  { width: 375, height: 740, y: 'top', x: 'center' },
  { width: 1280, height: 800, y: 'bottom', x: 'right' },
]

for (const { width, height, y, x } of layouts) {
  test.describe(`${width} px wide`, () => {
    test.use({ viewport: { width, height } })

    test(`toasts appear ${y}-${x}`, async ({ page }) => {
      const shown = await showSignUpToast(page)
      const toaster = page.locator('[data-sonner-toaster]')
      await expect(toaster).toHaveAttribute('data-y-position', y)
      await expect(toaster).toHaveAttribute('data-x-position', x)

      // And it is where the attributes say, whatever the stylesheet does with them.
      const box = await shown.boundingBox()
      if (!box) throw new Error('the toast has no box')
      const middle = { x: box.x + box.width / 2, y: box.y + box.height / 2 }
      if (y === 'top') expect(middle.y).toBeLessThan(height / 2)
      else expect(middle.y).toBeGreaterThan(height / 2)
      if (x === 'center') expect(Math.abs(middle.x - width / 2)).toBeLessThan(width / 10)
      else expect(middle.x).toBeGreaterThan(width / 2)
    })
  })
}
