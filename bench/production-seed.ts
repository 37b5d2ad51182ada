// What bench/production.ts's console list pages read: `rows` venues, users and access points, spread as
// bench/list-pages.mjs spreads its 100,000 (Vietnamese names, statuses and roles; each user with three sessions, some
// with an authenticator app or a passkey; OpenWISP's mix of access point states), and the pages an admin opens.
import pg from 'pg'

/** Bulk rows in SQL, one statement each, into a database the server has migrated (its first admin exists). */
export async function seedListData(url: string, rows: number) {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    await client.query(`
      insert into venues (name, owner, email, phone, address, status, created_at)
      select (array['Phở','Cà phê','Trà sữa','Bánh mì','Nhà hàng','Khách sạn','Quán nướng','Tiệm bánh'])[1 + i % 8]
               || ' ' || (array['Sáng','Hà Nội','Sài Gòn','Hội An','Đà Lạt','Mộc','Xanh','Phố'])[1 + (i / 8) % 8]
               || ' ' || i,
             (array['Nguyễn','Trần','Lê','Phạm','Hoàng','Vũ'])[1 + i % 6] || ' '
               || (array['An','Bình','Chi','Dũng','Lan','Minh'])[1 + (i / 6) % 6],
             'venue' || i || '@bench.test',
             '09' || lpad((i::bigint * 7919 % 100000000)::text, 8, '0'),
             i || ' ' || (array['Lê Lợi','Trần Hưng Đạo','Nguyễn Huệ','Hai Bà Trưng'])[1 + i % 4] || ', '
               || (array['Hà Nội','TP.HCM','Đà Nẵng','Huế'])[1 + (i / 4) % 4],
             case when i % 5 = 0 then 'inactive' else 'active' end,
             now() - (i || ' minutes')::interval
      from generate_series(1, ${rows}) as i`)
    await client.query(`
      insert into users (email, username, password_hash, firstname, lastname, phone, role, status, created_at,
        updated_at)
      select 'user' || i || '@bench.test', 'user' || i, (select password_hash from users limit 1),
             (array['An','Bình','Chi','Dũng','Lan','Minh','Nam','Thảo'])[1 + i % 8],
             (array['Nguyễn','Trần','Lê','Phạm','Hoàng','Vũ'])[1 + (i / 8) % 6],
             '+849' || lpad((i::bigint * 104729 % 100000000)::text, 8, '0'),
             case when i % 20 = 0 then 'admin' else 'customer' end,
             case when i % 7 = 0 then 'inactive' else 'active' end,
             now() - (i || ' minutes')::interval, now() - (i || ' seconds')::interval
      from generate_series(1, ${rows}) as i`)
    // What the users list shows beside each user: its sessions, second factors and sign-in locks.
    await client.query(`
      insert into sessions (user_id, token_hash, expires_at, last_used_at, revoked_at)
      select id, md5(id::text || n), now() + interval '7 days', now() - (n || ' hours')::interval,
             case when n = 3 then now() end
      from users, generate_series(1, 3) as n where email like '%@bench.test'`)
    await client.query(`
      insert into totp_factors (user_id, secret_sealed, confirmed_at)
      select id, 'sealed', now() from users where email like '%@bench.test' and substr(email, 5, 1) in ('1', '5')`)
    await client.query(`
      insert into passkeys (user_id, credential_id, public_key, name)
      select id, md5(id::text), '\\x00', 'Laptop' from users
      where email like '%@bench.test' and substr(email, 5, 1) in ('2', '8')`)
    // Access points over the first hundred venues by name, with OpenWISP's mix of states.
    await client.query(`
      insert into access_points (openwisp_device_id, name, venue_id, organization_id, health_status,
        monitoring_status, config_status, mac_address, ip_address, ssid, model, firmware, system, note, status,
        openwisp_modified_at, last_synced_at)
      with venue as (
        select array_agg(id order by name) as ids, array_agg(name order by name) as names
        from (select id, name from venues order by name limit 100) as first
      )
      select gen_random_uuid(), 'ap-' || lpad(i::text, 6, '0'), venue.ids[1 + i % 100], gen_random_uuid(),
             (array['online','online','online','offline','maintenance','error'])[1 + i % 6],
             case when i % 6 = 3 then 'critical' else 'ok' end,
             (array['configured','configured','pending','error','not_available'])[1 + i % 5],
             '02:' || regexp_replace(lpad(to_hex(i), 8, '0'), '(..)(..)(..)(..)', '\\1:\\2:\\3:\\4') || ':01',
             '10.' || (i / 65536) % 256 || '.' || (i / 256) % 256 || '.' || i % 256,
             venue.names[1 + i % 100] || ' Free', 'TL-WR841N', 'OpenWrt 23.05', 'Linux', '', 'active', now(),
             now() - (i || ' seconds')::interval
      from generate_series(1, ${rows}) as i, venue`)
    await client.query('analyze')
  } finally {
    await client.end()
  }
}

/**
 * The list pages an admin opens, in turn: each list's first page as the console opens it, then searched, filtered,
 * sorted and further pages (within `rows`).
 */
export function listPaths(rows: number): string[] {
  const middlePage = (pageSize: number) => Math.max(1, Math.floor(rows / pageSize / 2))
  return [
    '/api/venues?page=1&pageSize=20',
    '/api/users?page=1&pageSize=20',
    '/api/access-points?page=1&pageSize=20',
    '/api/venues?q=ph%E1%BB%9F&status=active&sort=name&order=asc&page=3&pageSize=20',
    `/api/venues?sort=createdAt&order=desc&page=${middlePage(50)}&pageSize=50`,
    '/api/venues?q=0912&sort=phone&order=desc&pageSize=100',
    '/api/users?q=lan&role=customer&status=active&sort=fullName&order=desc&pageSize=50',
    `/api/users?sort=email&order=asc&page=${middlePage(20)}&pageSize=20`,
    '/api/access-points?q=02-00-00-13&pageSize=20',
    '/api/access-points?healthStatus=offline&configStatus=pending&sort=lastSyncedAt&order=desc&pageSize=50',
    `/api/access-points?sort=venueName&order=asc&page=${middlePage(20)}&pageSize=20`,
  ]
}
