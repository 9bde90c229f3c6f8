/**
 * The server's side of the offline bench: a checklist's answers, defects and defect photos as stored (rows and file
 * bytes), compared with what the device meant to send — every answer as last set, every defect and photo exactly once.
 * Only the server's state is read, so the bench holds whichever way the app sends a write (multipart or tus).
 */
import crypto from 'node:crypto';
import sharp from 'sharp';
import { buffer } from 'node:stream/consumers';
import type { E2E } from '../../tests/e2e/support.js';

export interface Intended {
  /** serial → the answer (`yes`, `no`, `n/a`) and remarks as the user last left them. */
  answers: Map<string, { status: string; remarks?: string }>;
  /** location (unique per defect) → the SHA-256 of each of its photos, as kept on the device. */
  defects: Map<string, string[]>;
}

export interface ServerState {
  answers: Map<string, { status: string | null; remarks: string | null }>;
  defects: { id: number; location: string }[];
  photos: { defectId: number; bucket: string; path: string; size: number }[];
}

export async function readServer(e2e: E2E, inspectionId: number): Promise<ServerState> {
  const rows = await e2e.db
    .selectFrom('inspection_sub_items')
    .select(['serial_no', 'status', 'remarks'])
    .where('inspection_id', '=', inspectionId)
    .execute();
  const defects = await e2e.db
    .selectFrom('defects')
    .select(['id', 'location'])
    .where('inspection_id', '=', inspectionId)
    .orderBy('id')
    .execute();
  const photos = defects.length
    ? await e2e.db
        .selectFrom('attachments')
        .select(['owner_id', 'bucket', 'full_path', 'size'])
        .where('owner_type', 'in', ['defect_before', 'defect_after', 'defect_supporting'])
        .where(
          'owner_id',
          'in',
          defects.map((d) => d.id),
        )
        .execute()
    : [];
  return {
    answers: new Map(rows.map((r) => [String(r.serial_no), { status: r.status, remarks: r.remarks }])),
    defects: defects.map((d) => ({ id: d.id, location: String(d.location) })),
    photos: photos.map((p) => ({ defectId: p.owner_id, bucket: p.bucket, path: p.full_path, size: Number(p.size) })),
  };
}

export interface Verdict {
  answers: { expected: number; matching: number; wrong: string[] };
  defects: { expected: number; onServer: number; lost: string[]; duplicated: string[]; unexpected: string[] };
  photos: { expected: number; onServer: number; lost: number; duplicated: number; wrongBytes: number };
  ok: boolean;
}

/** Row counts only (cheap, for polling): true once the server holds at least what is intended. */
export function looksComplete(intended: Intended, server: ServerState): boolean {
  for (const [serial, want] of intended.answers) {
    const got = server.answers.get(serial);
    if (got?.status !== want.status || (want.remarks !== undefined && got.remarks !== want.remarks)) return false;
  }
  const photos = [...intended.defects.values()].reduce((n, p) => n + p.length, 0);
  return server.defects.length >= intended.defects.size && server.photos.length >= photos;
}

const sha256 = (bytes: Buffer) => crypto.createHash('sha256').update(bytes).digest('hex');

/** The full comparison, photo bytes included: no loss, no duplicate, nothing unexpected. */
export async function compare(e2e: E2E, intended: Intended, server: ServerState): Promise<Verdict> {
  const wrong: string[] = [];
  for (const [serial, want] of intended.answers) {
    const got = server.answers.get(serial);
    if (got?.status !== want.status || (want.remarks !== undefined && got.remarks !== want.remarks))
      wrong.push(`${serial}: want ${want.status}/${want.remarks ?? '-'}, got ${got?.status}/${got?.remarks ?? '-'}`);
  }
  const byLocation = new Map<string, number[]>();
  for (const d of server.defects) byLocation.set(d.location, [...(byLocation.get(d.location) ?? []), d.id]);
  const lost = [...intended.defects.keys()].filter((l) => !byLocation.has(l));
  const duplicated = [...byLocation].filter(([, ids]) => ids.length > 1).map(([l, ids]) => `${l} ×${ids.length}`);
  const unexpected = [...byLocation.keys()].filter((l) => !intended.defects.has(l));
  const hashes = new Map<number, string[]>();
  for (const p of server.photos) {
    const h = sha256(await buffer(await e2e.app.storage.get(p.bucket, p.path)));
    hashes.set(p.defectId, [...(hashes.get(p.defectId) ?? []), h]);
  }
  let expectedPhotos = 0;
  let lostPhotos = 0;
  let dupPhotos = 0;
  let wrongBytes = 0;
  for (const [location, want] of intended.defects) {
    expectedPhotos += want.length;
    const got = (byLocation.get(location) ?? []).flatMap((id) => hashes.get(id) ?? []);
    const left = [...got];
    for (const h of want) {
      const i = left.indexOf(h);
      if (i >= 0) left.splice(i, 1);
      else lostPhotos++;
    }
    // what is left over: a second copy of a photo we sent, or bytes that are not any photo we sent
    for (const h of left) {
      if (want.includes(h)) dupPhotos++;
      else wrongBytes++;
    }
  }
  const verdict: Verdict = {
    answers: { expected: intended.answers.size, matching: intended.answers.size - wrong.length, wrong },
    defects: { expected: intended.defects.size, onServer: server.defects.length, lost, duplicated, unexpected },
    photos: {
      expected: expectedPhotos,
      onServer: server.photos.length,
      lost: lostPhotos,
      duplicated: dupPhotos,
      wrongBytes,
    },
    ok: false,
  };
  verdict.ok =
    !wrong.length &&
    !lost.length &&
    !duplicated.length &&
    !unexpected.length &&
    !lostPhotos &&
    !dupPhotos &&
    !wrongBytes;
  return verdict;
}

/**
 * Camera-like pictures (3000×2000 JPEG, noisy enough to weigh what a phone's does once made smaller), each different:
 * one noisy base, tinted per photo.
 */
export async function cameraPhotos(count: number): Promise<Buffer[]> {
  const base = await sharp({
    create: {
      width: 3000,
      height: 2000,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .blur(1.2)
    .png()
    .toBuffer();
  const out: Buffer[] = [];
  for (let i = 0; i < count; i++)
    out.push(
      await sharp(base)
        .modulate({ hue: (i * 37) % 360, brightness: 0.8 + (i % 5) * 0.1 })
        .jpeg({ quality: 90 })
        .toBuffer(),
    );
  return out;
}

export const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
};
