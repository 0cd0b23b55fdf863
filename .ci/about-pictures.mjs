// Draws the About page's two pictures as inline SVG, in the page's language: the map
// of Cape Verde with Brava marked, made from Natural Earth's 1:10m country outlines
// (public domain; the npm package world-atlas, pinned, read with topojson-client),
// and a board of two rows of six pits with three seeds in each. Their colours come
// from classes in www/rules.css (light and dark), so the pages need no inline style.
// .ci/pages.mjs puts them in the page at {{picture:map}} and {{picture:board}}.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { feature } from 'topojson-client';

const require = createRequire(import.meta.url);

/** Natural Earth's countries at 1:10m: the smaller scales (50m, 110m) leave Brava out. */
export const MAP_DATA = 'world-atlas/countries-10m.json';
/** Cabo Verde's ISO 3166-1 numeric code, the id of its outline in MAP_DATA. */
const CAPE_VERDE_ID = '132';
/** A point inside Brava (longitude, latitude): the island whose outline comes nearest it is marked. */
export const BRAVA = Object.freeze([-24.7, 14.85]);
/** The map's width in SVG units, and the room left round the islands. */
const MAP_WIDTH = 600;
const MAP_PAD = 24;
/** Kilometres in a degree of latitude, and the length the scale bar shows. */
const KM_PER_DEGREE = 111.32;
const SCALE_KM = 50;
/** The ring round Brava: how far it stands off the island's outline. */
const RING_GAP = 14;

/** `text` with &, < and > written as entities, for SVG text. */
const escape = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The outer rings of Cape Verde's islands, [[lon, lat], ...] each, from Natural Earth. */
export function islandRings() {
  const world = JSON.parse(readFileSync(require.resolve(MAP_DATA), 'utf8'));
  const country = feature(world, world.objects.countries).features.find((f) => f.id === CAPE_VERDE_ID);
  if (!country || country.geometry.type !== 'MultiPolygon') throw new Error(`${MAP_DATA}: no outline of Cabo Verde (id ${CAPE_VERDE_ID})`);
  return country.geometry.coordinates.map((polygon) => polygon[0]);
}

/** The mean of a ring's points: near enough its middle for an island. */
const middle = (ring) => ring.reduce(([x, y], [px, py]) => [x + px / ring.length, y + py / ring.length], [0, 0]);

/** The map's layout: the islands projected (equirectangular, true to scale at their mean latitude). */
function layout() {
  const rings = islandRings();
  const points = rings.flat();
  const [west, east] = [Math.min(...points.map((p) => p[0])), Math.max(...points.map((p) => p[0]))];
  const [south, north] = [Math.min(...points.map((p) => p[1])), Math.max(...points.map((p) => p[1]))];
  const shrink = Math.cos((((south + north) / 2) * Math.PI) / 180);
  const scale = (MAP_WIDTH - 2 * MAP_PAD) / ((east - west) * shrink);
  const project = ([lon, lat]) => [MAP_PAD + (lon - west) * shrink * scale, MAP_PAD + (north - lat) * scale];
  const height = Math.ceil(2 * MAP_PAD + (north - south) * scale);
  const distance = (ring) => Math.hypot(middle(ring)[0] - BRAVA[0], middle(ring)[1] - BRAVA[1]);
  const brava = rings.reduce((best, ring) => (distance(ring) < distance(best) ? ring : best));
  return { rings, brava, project, height, unitsPerKm: scale / KM_PER_DEGREE };
}

/** An SVG path of `ring`'s points, projected, rounded to whole units, each after the first as a step from the last. */
function path(ring, project) {
  const points = ring.map((p) => project(p).map(Math.round));
  const kept = points.filter((p, i) => i === 0 || p[0] !== points[i - 1][0] || p[1] !== points[i - 1][1]);
  const steps = kept.slice(1).map((p, i) => `${p[0] - kept[i][0]} ${p[1] - kept[i][1]}`.replace(/ -/g, '-'));
  return `M${kept[0].join(' ')}l${steps.join(' ').replace(/ -/g, '-')}z`;
}

/**
 * The map of Cape Verde as an inline <svg>, with `title` and `desc` (the page's
 * language) as its text alternative, Brava ringed and labelled with `label` (the island's
 * name as the page's language writes it), and a scale bar.
 */
export function capeVerdeMap({ title, desc, label }) {
  const { rings, brava, project, height, unitsPerKm } = layout();
  const islands = rings.filter((r) => r !== brava).map((r) => path(r, project)).join('');
  const box = brava.map(project);
  const [xs, ys] = [box.map((p) => p[0]), box.map((p) => p[1])];
  const [cx, cy] = [(Math.min(...xs) + Math.max(...xs)) / 2, (Math.min(...ys) + Math.max(...ys)) / 2].map(Math.round);
  const r = Math.round(Math.max(Math.max(...xs) - Math.min(...xs), Math.max(...ys) - Math.min(...ys)) / 2 + RING_GAP);
  const bar = Math.round(SCALE_KM * unitsPerKm);
  const [barX, barY] = [MAP_WIDTH - MAP_PAD - bar, height - MAP_PAD];
  return [
    `<svg class="picture-map" viewBox="0 0 ${MAP_WIDTH} ${height}" role="img" aria-labelledby="map-title" aria-describedby="map-desc" xmlns="http://www.w3.org/2000/svg">`,
    `<title id="map-title">${escape(title)}</title>`,
    `<desc id="map-desc">${escape(desc)}</desc>`,
    `<rect class="map-sea" width="${MAP_WIDTH}" height="${height}" rx="8"></rect>`,
    `<path class="map-land" d="${islands}"></path>`,
    `<path class="map-land map-brava" d="${path(brava, project)}"></path>`,
    `<circle class="map-ring" cx="${cx}" cy="${cy}" r="${r}"></circle>`,
    `<text class="map-label" x="${cx}" y="${cy - r - 8}" text-anchor="middle">${escape(label)}</text>`,
    `<path class="map-scale" d="M${barX} ${barY - 5}v5h${bar}v-5"></path>`,
    `<text class="map-note" x="${barX + bar / 2}" y="${barY - 10}" text-anchor="middle">${SCALE_KM} km</text>`,
    '</svg>',
  ].join('\n');
}

/** The board drawing: pits a row, seeds a pit, and the sizes of its parts in SVG units. */
const PITS = 6;
const SEEDS = 3;
const PIT_R = 30;
const PIT_STEP = 74;
const STORE_W = 56;
const BOARD_PAD = 18;
const SEED_R = 9;
/** Where a pit's three seeds lie, from its centre: a loose triangle, turned a little pit by pit. */
const SEED_SPOTS = [[-10, -7], [10, -6], [0, 10]];
const TURNS = [0, 1.9, 3.8, 0.7, 2.6, 4.5, 1.3, 3.2, 5.1, 0.4, 2.2, 4.1];

/** The board with its seeds as an inline <svg>, with `title` and `desc` as its text alternative. */
export function boardDrawing({ title, desc }) {
  const rowsX = BOARD_PAD + STORE_W + BOARD_PAD / 2 + PIT_R;
  const width = 2 * rowsX + (PITS - 1) * PIT_STEP;
  const rowY = [BOARD_PAD + PIT_R + 4, BOARD_PAD + 3 * PIT_R + 20];
  const height = rowY[1] + PIT_R + BOARD_PAD + 4;
  const pits = [];
  const seeds = [];
  rowY.forEach((y, row) => {
    for (let i = 0; i < PITS; i += 1) {
      const x = rowsX + i * PIT_STEP;
      pits.push(`<circle cx="${x}" cy="${y}" r="${PIT_R}"></circle>`);
      const turn = TURNS[row * PITS + i];
      for (const [dx, dy] of SEED_SPOTS) {
        const [sx, sy] = [dx * Math.cos(turn) - dy * Math.sin(turn), dx * Math.sin(turn) + dy * Math.cos(turn)].map(Math.round);
        seeds.push(`<circle cx="${x + sx}" cy="${y + sy}" r="${SEED_R}"></circle>`);
      }
    }
  });
  const storeH = rowY[1] - rowY[0] + 2 * PIT_R;
  const store = (x) => `<rect x="${x}" y="${rowY[0] - PIT_R}" width="${STORE_W}" height="${storeH}" rx="${STORE_W / 2}"></rect>`;
  return [
    `<svg class="picture-board" viewBox="0 0 ${width} ${height}" role="img" aria-labelledby="board-title" aria-describedby="board-desc" xmlns="http://www.w3.org/2000/svg">`,
    `<title id="board-title">${escape(title)}</title>`,
    `<desc id="board-desc">${escape(desc)}</desc>`,
    '<defs><radialGradient id="seed-shine" cx="0.35" cy="0.3" r="0.75"><stop offset="0" class="seed-light"></stop><stop offset="1" class="seed-dark"></stop></radialGradient></defs>',
    `<rect class="board-wood" x="2" y="2" width="${width - 4}" height="${height - 4}" rx="26"></rect>`,
    `<g class="board-hole">${store(BOARD_PAD)}${store(width - BOARD_PAD - STORE_W)}${pits.join('')}</g>`,
    `<g class="board-seed" fill="url(#seed-shine)">${seeds.join('')}</g>`,
    '</svg>',
  ].join('\n');
}
