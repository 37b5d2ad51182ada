import { createHash } from 'node:crypto'
import { apiPaths, guestOperatorSavedSchema, guestPaths, guestTextsSchema, type GuestOperator } from '@wifi/contract'
import { and, desc, eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { auditLog, guestConsents, guestSessions, guestTexts } from '../src/db/schema.ts'
import { captiveBrowser, insertCaptivePlace, insertRunningAd, openndsGuest } from './support/captive.ts'
import { useTestApp } from './support/use-test-app.ts'

/**
 * Who answers for guests' data is one setting (docs/decisions/055): both texts name it, every version keeps the
 * operator it was shown with, and a guest never reads two controllers (issue 38).
 */

const { api, db, userWithSession } = useTestApp()

const browser = () => captiveBrowser(api.url)

/** The "who is responsible" section of a notice page, as a guest reads it. */
async function responsible(path: '/wifi/terms' | '/wifi/privacy', lang: 'vi' | 'en' = 'en') {
  const html = await (await browser().get(`${path}?lang=${lang}`)).text()
  return /aria-labelledby="guest-responsible"[^>]*>(.*?)<\/section>/s.exec(html)![1]!
}

const admin = async () => (await userWithSession({ role: 'admin' })).token

const readTexts = async (token: string) => {
  const response = await api.request('GET', guestPaths.guestTexts, { token })
  expect(response.status).toBe(200)
  return guestTextsSchema.parse(response.body)
}

const latestVersions = async () => {
  api.app.guestTexts.forget()
  return api.app.guestTexts.current()
}

const operatorEntries = () =>
  db().select().from(auditLog).where(eq(auditLog.entity, 'guest_operator')).orderBy(desc(auditLog.at))

const operatorInput = {
  name: 'Công ty TNHH Wi-Fi Phố',
  address: '12 Lê Lợi, Phường Bến Nghé, Quận 1, TP. Hồ Chí Minh',
  email: 'Privacy@WifiPho.example.vn',
  phone: '028 3822 1234',
}

/** The operator as saved: the email in lower case, the phone's digits only, and no free contact line. */
const savedOperator: GuestOperator = {
  name: 'Công ty TNHH Wi-Fi Phố',
  address: '12 Lê Lợi, Phường Bến Nghé, Quận 1, TP. Hồ Chí Minh',
  email: 'privacy@wifipho.example.vn',
  phone: '02838221234',
  contact: null,
}

describe('before an admin saves the operator', () => {
  it('is the one the privacy notice’s latest version names, which a newly published text names too', async () => {
    // A server from before the setting, where terms v2 was published naming another operator than the notice: the
    // very state a guest met in issue 38.
    const first = await latestVersions()
    await db()
      .insert(guestTexts)
      .values({
        kind: 'terms',
        version: first.terms.version + 1,
        bodyVi: 'Điều khoản cũ',
        bodyEn: 'Old terms',
        operatorName: 'Công ty Khác',
        operatorContact: 'khac@example.vn',
        contentHash: 'e'.repeat(64),
      })
    await latestVersions()
    expect(await responsible('/wifi/terms')).not.toBe(await responsible('/wifi/privacy'))

    const token = await admin()
    const texts = await readTexts(token)
    expect(texts.operator).toEqual({ ...texts.privacy.operator, saved: false })
    expect(texts.operator).toMatchObject({ name: first.privacy.operatorName, contact: first.privacy.operatorContact })

    const published = await api.request('POST', guestPaths.guestText('terms'), {
      token,
      body: { bodyVi: 'Điều khoản v3', bodyEn: 'Terms v3' },
    })
    expect(published.status).toBe(201)
    expect(published.body.operator).toEqual(texts.privacy.operator)
    expect(await responsible('/wifi/terms')).toBe(await responsible('/wifi/privacy'))
    expect(await responsible('/wifi/terms', 'vi')).toBe(await responsible('/wifi/privacy', 'vi'))
  })

  it('cannot be named in a text: a version that says who the operator is is refused, and nothing is published', async () => {
    const token = await admin()
    const before = await latestVersions()
    const response = await api.request('POST', guestPaths.guestText('terms'), {
      token,
      body: {
        bodyVi: 'Điều khoản v2',
        bodyEn: 'Terms v2',
        operatorName: 'Công ty TNHH Khác',
        operatorContact: 'khac@example.vn',
      },
    })
    expect(response.status).toBe(400)
    expect(response.body).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'This request does not take: operatorName, operatorContact.',
    })
    expect((await latestVersions()).terms.id).toBe(before.terms.id)
  })
})

describe('saving the operator', () => {
  it('is in the API’s document, with the fields it takes', async () => {
    const document = await api.request('GET', `${apiPaths.docs}/json`)
    const route = document.body.paths[guestPaths.guestOperator].put
    const body = route.requestBody.content['application/json'].schema
    expect(Object.keys(body.properties)).toEqual(['name', 'address', 'email', 'phone'])
    // The phone may be left out.
    expect(body.required).toEqual(['name', 'address', 'email'])
    const publish = document.body.paths['/api/guest-texts/{kind}'].post
    expect(Object.keys(publish.requestBody.content['application/json'].schema.properties)).toEqual(['bodyVi', 'bodyEn'])
  })

  it('is for admins: a customer is refused and nothing changes', async () => {
    const { token } = await userWithSession({ role: 'customer' })
    const before = await latestVersions()
    const response = await api.request('PUT', guestPaths.guestOperator, { token, body: operatorInput })
    expect(response.status).toBe(403)
    const after = await latestVersions()
    expect([after.terms.id, after.privacy.id]).toEqual([before.terms.id, before.privacy.id])
    expect(await operatorEntries()).toHaveLength(0)
  })

  it('refuses each field with its message, saving and publishing nothing', async () => {
    const token = await admin()
    const before = await latestVersions()
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [
        { name: ' ', address: '', email: '', phone: '' },
        {
          name: 'validation:operatorNameRequired',
          address: 'validation:addressRequired',
          email: 'validation:operatorEmailRequired',
        },
      ],
      [
        {},
        {
          name: 'validation:operatorNameRequired',
          address: 'validation:addressRequired',
          email: 'validation:operatorEmailRequired',
        },
      ],
      [
        { ...operatorInput, name: 'n'.repeat(201), address: 'a'.repeat(301) },
        { name: 'validation:tooLong', address: 'validation:addressMax' },
      ],
      [{ ...operatorInput, email: 'privacy at wifipho' }, { email: 'validation:emailInvalid' }],
      [{ ...operatorInput, email: `${'e'.repeat(250)}@x.vn` }, { email: 'validation:emailMax' }],
      [{ ...operatorInput, phone: '0283 abc' }, { phone: 'validation:phoneInvalid' }],
      [{ ...operatorInput, phone: '1234567' }, { phone: 'validation:phoneInvalid' }],
    ]
    for (const [body, fields] of cases) {
      const response = await api.request('PUT', guestPaths.guestOperator, { token, body })
      expect(response.status).toBe(400)
      expect(response.body).toMatchObject({ code: 'VALIDATION_FAILED', message: 'Some fields are not valid.' })
      expect(response.body.fields).toEqual(fields)
    }
    const unknown = await api.request('PUT', guestPaths.guestOperator, {
      token,
      body: { ...operatorInput, contact: 'x' },
    })
    expect(unknown.body.message).toBe('This request does not take: contact.')
    const after = await latestVersions()
    expect([after.terms.id, after.privacy.id]).toEqual([before.terms.id, before.privacy.id])
    expect((await readTexts(token)).operator.saved).toBe(false)
    expect(await operatorEntries()).toHaveLength(0)
  })

  it('publishes both texts again, their words unchanged, naming it; audited; guests read it in both texts', async () => {
    const { token, user } = await userWithSession({ role: 'admin' })
    const before = await latestVersions()
    const response = await api.request('PUT', guestPaths.guestOperator, { token, body: operatorInput })
    expect(response.status).toBe(200)
    const saved = guestOperatorSavedSchema.parse(response.body)
    expect(saved.operator).toEqual(savedOperator)
    expect(saved.published.map((version) => [version.kind, version.version])).toEqual([
      ['terms', before.terms.version + 1],
      ['privacy', before.privacy.version + 1],
    ])
    for (const version of saved.published) {
      const earlier = before[version.kind]
      expect(version).toMatchObject({ bodyVi: earlier.bodyVi, bodyEn: earlier.bodyEn, publishedBy: user.email })
      expect(version.operator).toEqual(savedOperator)
      expect(version.contentHash).not.toBe(earlier.contentHash)
    }

    // One entry for the setting, one for each new version.
    const [entry] = await operatorEntries()
    expect(entry).toMatchObject({
      actorId: user.id,
      action: 'update',
      entityId: '00000000-0000-0000-0000-000000000000',
    })
    expect(entry!.changes).toEqual({
      name: [before.privacy.operatorName, savedOperator.name],
      address: [null, savedOperator.address],
      email: [null, savedOperator.email],
      phone: [null, savedOperator.phone],
      contact: [before.privacy.operatorContact, null],
    })
    const versionEntries = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'guest_text'), eq(auditLog.actorId, user.id)))
    expect(versionEntries.map((row) => row.entityId).sort()).toEqual(saved.published.map((v) => v.id).sort())
    expect(versionEntries[0]!.changes.operator).toEqual([null, savedOperator])

    for (const lang of ['vi', 'en'] as const) {
      const terms = await responsible('/wifi/terms', lang)
      expect(terms).toBe(await responsible('/wifi/privacy', lang))
      expect(terms).toContain('Công ty TNHH Wi-Fi Phố')
      expect(terms).toContain('href="mailto:privacy@wifipho.example.vn"')
      expect(terms).toContain('href="tel:02838221234"')
    }
    expect(await responsible('/wifi/privacy', 'vi')).toContain(
      'Địa chỉ: 12 Lê Lợi, Phường Bến Nghé, Quận 1, TP. Hồ Chí Minh',
    )
    expect(await responsible('/wifi/privacy', 'en')).toContain(
      'Address: 12 Lê Lợi, Phường Bến Nghé, Quận 1, TP. Hồ Chí Minh',
    )

    const texts = await readTexts(token)
    expect(texts.operator).toEqual({ ...savedOperator, saved: true })
    const listed = texts.history.filter((version) => saved.published.some((made) => made.id === version.id))
    expect(listed.map((version) => version.operator)).toEqual([savedOperator, savedOperator])
    // Earlier versions keep the operator they were shown with.
    expect(texts.history.find((version) => version.id === before.privacy.id)!.operator.contact).toBe(
      before.privacy.operatorContact,
    )
  })

  it('publishes nothing and records nothing when it is saved unchanged', async () => {
    const token = await admin()
    const before = await latestVersions()
    const entries = (await operatorEntries()).length
    const response = await api.request('PUT', guestPaths.guestOperator, { token, body: operatorInput })
    expect(response.status).toBe(200)
    expect(response.body).toEqual({ operator: savedOperator, published: [] })
    const after = await latestVersions()
    expect([after.terms.id, after.privacy.id]).toEqual([before.terms.id, before.privacy.id])
    expect(await operatorEntries()).toHaveLength(entries)
  })

  it('drops an optional phone left empty, and the next text published names the setting', async () => {
    const token = await admin()
    const response = await api.request('PUT', guestPaths.guestOperator, {
      token,
      body: { ...operatorInput, phone: '' },
    })
    expect(response.status).toBe(200)
    expect(response.body.operator.phone).toBeNull()
    expect(await responsible('/wifi/privacy', 'vi')).not.toContain('Điện thoại')

    const published = await api.request('POST', guestPaths.guestText('privacy'), {
      token,
      body: { bodyVi: 'Thông báo mới', bodyEn: 'New notice' },
    })
    expect(published.status).toBe(201)
    expect(published.body.operator).toEqual({ ...savedOperator, phone: null })
  })
})

describe('the evidence', () => {
  it('names versions whose operator, and hash, show who the guest was told answers for their data', async () => {
    const place = await insertCaptivePlace(api.app, 'opennds')
    await insertRunningAd(api.app, place.venueId, { duration: 1, targetText: null })
    const guest = browser()
    const { sessionId } = await guest.openOpennds(openndsGuest(place).fas)
    await db()
      .update(guestSessions)
      .set({ shownAt: sql`now() - interval '2 seconds'` })
      .where(eq(guestSessions.id, sessionId!))
    expect((await guest.connect({ session: sessionId!, terms: 'accepted' })).status).toBe(303)

    const [consent] = await db().select().from(guestConsents).where(eq(guestConsents.sessionId, sessionId!))
    const shown = await db()
      .select()
      .from(guestTexts)
      .where(sql`${guestTexts.id} in (${consent!.termsVersionId}, ${consent!.privacyVersionId})`)
    expect(shown).toHaveLength(2)
    for (const version of shown) {
      expect(version).toMatchObject({ operatorName: savedOperator.name, operatorEmail: savedOperator.email })
      // Anyone holding the version can recompute its hash from what it says, the operator included.
      const { operatorName: name, operatorAddress: address, operatorEmail: email, operatorPhone: phone } = version
      const content = [version.kind, { name, address, email, phone }, version.bodyVi, version.bodyEn]
      expect(version.contentHash).toBe(createHash('sha256').update(JSON.stringify(content)).digest('hex'))
    }
  })

  it('keeps the hash of a version with a free contact line as versions were always hashed', async () => {
    const [first] = await db()
      .select()
      .from(guestTexts)
      .where(and(eq(guestTexts.kind, 'privacy'), eq(guestTexts.version, 1)))
    const content = [first!.kind, first!.operatorName, first!.operatorContact, first!.bodyVi, first!.bodyEn]
    expect(first!.contentHash).toBe(createHash('sha256').update(JSON.stringify(content)).digest('hex'))
  })
})
