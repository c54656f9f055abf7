/**
 * Product-style drawings for the demo catalogue, rendered from SVG to JPEG so that the demo lab
 * looks like a real one without shipping photos.
 */
export type IllustrationKind =
  | 'board'
  | 'module'
  | 'sensor'
  | 'resistor'
  | 'capacitor'
  | 'breadboard'
  | 'instrument'
  | 'multimeter'
  | 'battery'
  | 'display'
  | 'led'
  | 'motor'
  | 'cable';

const W = 480;
const H = 360;

function pins(x: number, y: number, count: number, step = 14): string {
  return Array.from(
    { length: count },
    (_, i) => `<rect x="${x + i * step}" y="${y}" width="8" height="8" rx="2" fill="#d4af37"/>`,
  ).join('');
}

function chip(x: number, y: number, w: number, h: number): string {
  const legs = Math.floor(w / 14);
  return `${pins(x + 6, y - 8, legs)}${pins(x + 6, y + h, legs)}<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="4" fill="#222"/><circle cx="${x + 10}" cy="${y + 10}" r="3" fill="#555"/>`;
}

function pcb(colour: string, x = 70, y = 70, w = 340, h = 220): string {
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="14" fill="${colour}" stroke="#00000033" stroke-width="3"/>
  <circle cx="${x + 16}" cy="${y + 16}" r="7" fill="#eee"/><circle cx="${x + w - 16}" cy="${y + 16}" r="7" fill="#eee"/>
  <circle cx="${x + 16}" cy="${y + h - 16}" r="7" fill="#eee"/><circle cx="${x + w - 16}" cy="${y + h - 16}" r="7" fill="#eee"/>`;
}

const drawings: Record<IllustrationKind, (c: string) => string> = {
  board: (c) =>
    `${pcb(c)}${chip(190, 150, 110, 70)}<rect x="60" y="110" width="50" height="44" fill="#9e9e9e"/>${pins(130, 84, 16)}${pins(130, 268, 16)}<rect x="330" y="200" width="40" height="22" rx="3" fill="#eee"/>`,
  module: (c) =>
    `${pcb(c, 120, 90, 240, 180)}${chip(190, 150, 84, 56)}<path d="M140 110 h40 v12 h-28 v12 h28" stroke="#d4af37" stroke-width="5" fill="none"/>${pins(150, 250, 12)}`,
  sensor: (c) =>
    `${pcb(c, 140, 100, 200, 160)}<rect x="205" y="140" width="70" height="50" rx="6" fill="#ddd"/><circle cx="240" cy="165" r="14" fill="#888"/>${pins(175, 238, 9)}`,
  resistor: (
    c,
  ) => `<line x1="40" y1="180" x2="440" y2="180" stroke="#9e9e9e" stroke-width="8"/><rect x="150" y="140" width="180" height="80" rx="36" fill="${c}"/>
  <rect x="185" y="140" width="14" height="80" fill="#8d6e63"/><rect x="215" y="140" width="14" height="80" fill="#212121"/><rect x="245" y="140" width="14" height="80" fill="#e53935"/><rect x="295" y="140" width="10" height="80" fill="#d4af37"/>`,
  capacitor: (
    c,
  ) => `<line x1="215" y1="250" x2="215" y2="330" stroke="#9e9e9e" stroke-width="7"/><line x1="265" y1="250" x2="265" y2="310" stroke="#9e9e9e" stroke-width="7"/>
  <rect x="170" y="60" width="140" height="200" rx="20" fill="${c}"/><rect x="270" y="60" width="24" height="200" fill="#ffffff55"/><ellipse cx="240" cy="64" rx="70" ry="12" fill="#bdbdbd"/>`,
  breadboard: (
    c,
  ) => `<rect x="50" y="80" width="380" height="200" rx="8" fill="${c}" stroke="#b0bec5" stroke-width="3"/>
  ${Array.from({ length: 10 }, (_, r) => Array.from({ length: 26 }, (_, k) => `<rect x="${68 + k * 13.5}" y="${108 + r * 16 + (r > 4 ? 16 : 0)}" width="6" height="6" fill="#90a4ae"/>`).join('')).join('')}
  <line x1="60" y1="94" x2="420" y2="94" stroke="#e53935" stroke-width="2"/><line x1="60" y1="268" x2="420" y2="268" stroke="#1e88e5" stroke-width="2"/>`,
  instrument: (
    c,
  ) => `<rect x="60" y="70" width="360" height="230" rx="16" fill="${c}"/><rect x="90" y="100" width="180" height="110" rx="6" fill="#80deea"/>
  <text x="180" y="170" font-family="monospace" font-size="40" text-anchor="middle" fill="#004d40">12.00</text>
  <circle cx="330" cy="130" r="26" fill="#bdbdbd"/><circle cx="330" cy="220" r="26" fill="#bdbdbd"/><circle cx="120" cy="260" r="12" fill="#e53935"/><circle cx="170" cy="260" r="12" fill="#212121"/>`,
  multimeter: (
    c,
  ) => `<rect x="150" y="40" width="180" height="290" rx="26" fill="${c}"/><rect x="175" y="70" width="130" height="70" rx="6" fill="#cfd8dc"/>
  <text x="240" y="118" font-family="monospace" font-size="34" text-anchor="middle" fill="#263238">4.98</text><circle cx="240" cy="210" r="44" fill="#424242"/><rect x="236" y="170" width="8" height="30" fill="#eee"/>
  <circle cx="190" cy="300" r="10" fill="#212121"/><circle cx="240" cy="300" r="10" fill="#e53935"/><circle cx="290" cy="300" r="10" fill="#e53935"/>`,
  battery: (
    c,
  ) => `<rect x="110" y="90" width="260" height="180" rx="12" fill="${c}"/><rect x="110" y="90" width="260" height="40" rx="12" fill="#ffffff33"/>
  <text x="240" y="200" font-family="sans-serif" font-size="34" text-anchor="middle" fill="#fff">3.7 V</text><line x1="370" y1="160" x2="430" y2="160" stroke="#e53935" stroke-width="6"/><line x1="370" y1="190" x2="430" y2="190" stroke="#212121" stroke-width="6"/>`,
  display: (c) =>
    `${pcb(c, 90, 80, 300, 200)}<rect x="115" y="110" width="250" height="120" fill="#111"/><rect x="130" y="130" width="120" height="14" fill="#4fc3f7"/><rect x="130" y="160" width="180" height="14" fill="#4fc3f7"/>${pins(180, 250, 8)}`,
  led: (c) =>
    `<rect x="30" y="150" width="420" height="60" rx="6" fill="#eeeeee"/>${Array.from({ length: 6 }, (_, i) => `<rect x="${55 + i * 68}" y="160" width="40" height="40" rx="4" fill="#fafafa" stroke="#bdbdbd"/><circle cx="${75 + i * 68}" cy="180" r="12" fill="${c}"/>`).join('')}`,
  motor: (
    c,
  ) => `<rect x="120" y="100" width="200" height="160" rx="20" fill="${c}"/><rect x="320" y="165" width="90" height="30" rx="8" fill="#bdbdbd"/><circle cx="220" cy="180" r="46" fill="#ffffff22"/>
  <line x1="120" y1="240" x2="60" y2="300" stroke="#e53935" stroke-width="6"/><line x1="130" y1="250" x2="80" y2="310" stroke="#212121" stroke-width="6"/>`,
  cable: (c) =>
    `<path d="M60 260 C 140 60, 260 320, 420 100" stroke="${c}" stroke-width="16" fill="none" stroke-linecap="round"/><rect x="30" y="245" width="50" height="32" rx="6" fill="#616161"/><rect x="400" y="80" width="50" height="32" rx="6" fill="#616161"/>`,
};

/** An SVG drawing of a component of this kind, on a soft studio-like background. */
export function illustrationSvg(kind: IllustrationKind, colour: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
  <defs><radialGradient id="bg" cx="50%" cy="40%" r="70%"><stop offset="0%" stop-color="#ffffff"/><stop offset="100%" stop-color="#dfe4ea"/></radialGradient></defs>
  <rect width="${W}" height="${H}" fill="url(#bg)"/><ellipse cx="240" cy="320" rx="190" ry="18" fill="#00000018"/>
  ${drawings[kind](colour)}
</svg>`;
}
