import type { Browser, Page } from '@playwright/test'
import { strongPassword, uniqueEmail } from '../support/accounts.ts'
import { expect, test } from '../support/fixtures.ts'
import { field, toast } from '../support/forms.ts'
import { setLanguageBeforeLoad } from '../support/language.ts'
import { linkFrom, nextMail } from '../support/mail.ts'
import { choose, createVenue, firstCells, openRowMenuItem, openSearchedList, uniqueTag } from '../support/management.ts'
import { admin, appUrl } from '../support/servers.ts'
import { signInThroughUi } from '../support/sign-in.ts'

// A customer's way into a venue (docs/decisions/056): an admin's invitation, the email through the real SMTP receiver,
// the link that makes the account or asks its owner to sign in; and what a customer without a venue reads instead of
// "add a venue".

/** A browser of the invited person's own, signed in as nobody, in English. */
async function inviteeBrowser(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: appUrl })
  const page = await context.newPage()
  await setLanguageBeforeLoad(page, 'en')
  return page
}

test('an admin invites an address; its owner signs up from the emailed link and lands in the venue', async ({
  page,
  browser,
  request,
  adminToken,
  signedInAdmin: _,
}) => {
  const tag = uniqueTag('invite')
  const name = `${tag} Cà phê Gió`
  await createVenue(request, adminToken, { name })
  const email = uniqueEmail('invited')

  await openSearchedList(page, '/venues', tag, name)
  await openRowMenuItem(page, `Actions for ${name}`, 'Invite a customer')
  const dialog = page.getByRole('dialog', { name: 'Invite a customer' })
  await field(page, 'Email').fill(email)
  // The admin's console is in English; the owner reads Vietnamese.
  await choose(dialog, 'Language of the email', 'Tiếng Việt')
  await dialog.getByRole('button', { name: 'Send invitation' }).click()
  await expect(toast(page, `Invitation sent to ${email}`)).toBeVisible()
  await expect(dialog).toBeHidden()
  await expect(page.getByRole('button', { name: `Actions for ${name}` })).toBeFocused()

  const invitation = await nextMail(email)
  expect(invitation.subject).toBe(`Lời mời quản lý địa điểm “${name}” trên Wi-Fi Console`)
  const link = linkFrom(invitation.text)
  expect(link).toMatch(new RegExp(`^${appUrl}/invitation\\?token=[\\w-]+$`))

  const invitee = await inviteeBrowser(browser)
  await invitee.goto(link)
  await expect(invitee.getByRole('heading', { name: 'Invitation' })).toBeVisible()
  await expect(invitee.getByText(`You are invited to manage ${name} on Wi-Fi Console.`)).toBeVisible()
  await expect(field(invitee, 'Email')).toHaveValue(email)
  await field(invitee, 'First name').fill('Lan')
  await field(invitee, 'Last name').fill('Nguyễn')
  await field(invitee, 'Password').fill(strongPassword)
  await field(invitee, 'Confirm Password').fill(strongPassword)
  await invitee.getByRole('button', { name: 'Create account and join' }).click()

  await expect(toast(invitee, `You joined ${name}`)).toBeVisible()
  await expect(invitee).toHaveURL(/\/venues(\?|$)/)
  await expect(firstCells(invitee)).toHaveText([name])
  await expect(invitee.getByRole('button', { name: 'Add venue' })).toHaveCount(0)

  // The link worked once: opened again, it says so.
  await invitee.goto(link)
  await expect(invitee.getByRole('alert')).toContainText('This invitation cannot be used')
  await expect(invitee.getByRole('alert')).toContainText(
    'This invitation has already been used. Sign in to open your venue.',
  )
  await invitee.context().close()
})

test('the owner of an account signs in from the link, comes back to it and joins the venue', async ({
  browser,
  request,
  adminToken,
  signUp,
}) => {
  const tag = uniqueTag('join')
  const name = `${tag} Bún chả Hương`
  const venue = await createVenue(request, adminToken, { name })
  const email = uniqueEmail('member')
  await signUp(email, strongPassword)
  const sent = await request.post(`/api/venues/${venue.id}/invitations`, {
    headers: { authorization: `Bearer ${adminToken}` },
    data: { email, language: 'en' },
  })
  expect(sent.status()).toBe(202)
  const invitation = await nextMail(email)
  expect(invitation.subject).toBe(`You are invited to manage “${name}” on Wi-Fi Console`)

  const invitee = await inviteeBrowser(browser)
  await invitee.goto(linkFrom(invitation.text))
  await expect(invitee.getByText(`${email} already has an account. Sign in with it to join the venue.`)).toBeVisible()
  await invitee.getByRole('link', { name: 'Sign in to join' }).click()
  await expect(invitee).toHaveURL(/\/sign-in\?redirect=/)
  await signInThroughUi(invitee, email, strongPassword)

  await expect(invitee).toHaveURL(/\/invitation\?token=/)
  await invitee.getByRole('button', { name: 'Join the venue' }).click()
  await expect(toast(invitee, `You joined ${name}`)).toBeVisible()
  await expect(invitee).toHaveURL(/\/venues(\?|$)/)
  await expect(firstCells(invitee)).toHaveText([name])
  await invitee.context().close()
})

test.describe('a customer without a venue', () => {
  const asks = `Your account is not a member of any venue, so there is nothing to show here yet. Ask an administrator to add you to your venue: write to ${admin.email}, naming your venue and the email you sign in with.`

  test('reads whom to ask, with the address, where an admin reads "add a venue"', async ({
    page,
    signedInAccount: _,
  }) => {
    await page.goto('/venues')
    const notice = page.getByText('You are not in a venue yet')
    await expect(notice).toBeVisible()
    await expect(page.getByText(asks)).toBeVisible()
    await expect(page.getByRole('link', { name: admin.email })).toHaveAttribute(
      'href',
      new RegExp(`^mailto:${admin.email.replace('.', '\\.')}\\?subject=Please%20add%20me%20to%20my%20venue&body=`),
    )
    await expect(page.getByText('or add a venue')).toHaveCount(0)

    // The ads list is left out: other tests' public ads fill it.
    for (const path of ['/', '/accesspoints', '/analytics']) {
      await page.goto(path)
      await expect(page.getByText(asks), path).toBeVisible()
    }
  })

  test.describe('in Vietnamese', () => {
    test.use({ uiLanguage: 'vi' })

    test('reads it in Vietnamese', async ({ page, signedInAccount: _ }) => {
      await page.goto('/venues')
      await expect(page.getByText('Bạn chưa thuộc địa điểm nào')).toBeVisible()
      await expect(
        page.getByText(
          `Tài khoản của bạn chưa là thành viên của địa điểm nào nên ở đây chưa có gì để hiển thị. Hãy nhờ quản trị viên thêm bạn vào địa điểm của bạn: gửi email tới ${admin.email}, ghi rõ tên địa điểm và email bạn dùng để đăng nhập.`,
        ),
      ).toBeVisible()
    })
  })
})
