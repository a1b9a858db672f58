// Real towns of the Netherlands, Belgium and Germany where the simulated salons stand (centre
// coordinates; weight ≈ population in 10,000s, German towns halved so the three countries balance).

export interface Town {
  city: string;
  country: 'NL' | 'BE' | 'DE';
  lat: number;
  lng: number;
  weight: number;
}

type Row = [city: string, lat: number, lng: number, weight: number];

const NL: Row[] = [
  ['Amsterdam', 52.3676, 4.9041, 87],
  ['Rotterdam', 51.9244, 4.4777, 65],
  ['Den Haag', 52.0705, 4.3007, 55],
  ['Utrecht', 52.0907, 5.1214, 36],
  ['Eindhoven', 51.4416, 5.4697, 24],
  ['Groningen', 53.2194, 6.5665, 23],
  ['Tilburg', 51.5555, 5.0913, 22],
  ['Almere', 52.3508, 5.2647, 22],
  ['Breda', 51.5719, 4.7683, 18],
  ['Nijmegen', 51.8126, 5.8372, 18],
  ['Apeldoorn', 52.2112, 5.9699, 16],
  ['Haarlem', 52.3874, 4.6462, 16],
  ['Arnhem', 51.9851, 5.8987, 16],
  ['Enschede', 52.2215, 6.8937, 16],
  ['Amersfoort', 52.1561, 5.3878, 16],
  ['Zaandam', 52.442, 4.8292, 15],
  ["'s-Hertogenbosch", 51.6978, 5.3037, 15],
  ['Zwolle', 52.5168, 6.083, 13],
  ['Leiden', 52.1601, 4.497, 12],
  ['Maastricht', 50.8514, 5.691, 12],
  ['Dordrecht', 51.8133, 4.6901, 12],
  ['Leeuwarden', 53.2012, 5.7999, 12],
  ['Alkmaar', 52.6324, 4.7534, 11],
  ['Venlo', 51.3704, 6.1724, 10],
  ['Deventer', 52.2661, 6.1552, 10],
  ['Delft', 52.0116, 4.3571, 10],
  ['Heerlen', 50.8882, 5.9795, 9],
  ['Hilversum', 52.2292, 5.1669, 9],
  ['Assen', 52.9925, 6.5649, 7],
  ['Middelburg', 51.4988, 3.6136, 5],
  ['Den Helder', 52.9563, 4.7601, 5],
];

const BE: Row[] = [
  ['Brussel', 50.8503, 4.3517, 120],
  ['Antwerpen', 51.2194, 4.4025, 53],
  ['Gent', 51.0543, 3.7174, 26],
  ['Charleroi', 50.4108, 4.4446, 20],
  ['Liège', 50.6326, 5.5797, 20],
  ['Brugge', 51.2093, 3.2247, 12],
  ['Namur', 50.4674, 4.872, 11],
  ['Leuven', 50.8798, 4.7005, 10],
  ['Mons', 50.4542, 3.9567, 10],
  ['Mechelen', 51.0259, 4.4776, 9],
  ['Aalst', 50.9378, 4.0403, 9],
  ['Hasselt', 50.9307, 5.3325, 8],
  ['Kortrijk', 50.828, 3.2649, 8],
  ['Sint-Niklaas', 51.165, 4.1437, 8],
  ['Oostende', 51.2154, 2.9286, 7],
  ['Genk', 50.965, 5.5008, 7],
];

const DE: Row[] = [
  ['Berlin', 52.52, 13.405, 370],
  ['Hamburg', 53.5511, 9.9937, 185],
  ['München', 48.1351, 11.582, 150],
  ['Köln', 50.9375, 6.9603, 108],
  ['Frankfurt am Main', 50.1109, 8.6821, 76],
  ['Stuttgart', 48.7758, 9.1829, 63],
  ['Düsseldorf', 51.2277, 6.7735, 62],
  ['Leipzig', 51.3397, 12.3731, 60],
  ['Dortmund', 51.5136, 7.4653, 59],
  ['Essen', 51.4556, 7.0116, 58],
  ['Bremen', 53.0793, 8.8017, 57],
  ['Dresden', 51.0504, 13.7373, 56],
  ['Hannover', 52.3759, 9.732, 54],
  ['Nürnberg', 49.4521, 11.0767, 52],
  ['Duisburg', 51.4344, 6.7623, 50],
  ['Bochum', 51.4818, 7.2162, 36],
  ['Wuppertal', 51.2562, 7.1508, 35],
  ['Bielefeld', 52.0302, 8.5325, 33],
  ['Bonn', 50.7374, 7.0982, 33],
  ['Münster', 51.9607, 7.6261, 32],
  ['Mannheim', 49.4875, 8.466, 31],
  ['Karlsruhe', 49.0069, 8.4037, 31],
  ['Augsburg', 48.3705, 10.8978, 30],
  ['Wiesbaden', 50.0782, 8.2398, 28],
  ['Mönchengladbach', 51.1805, 6.4428, 26],
  ['Aachen', 50.7753, 6.0839, 25],
  ['Kiel', 54.3233, 10.1228, 25],
  ['Magdeburg', 52.1205, 11.6276, 24],
  ['Freiburg im Breisgau', 47.999, 7.8421, 23],
  ['Rostock', 54.0924, 12.0991, 21],
  ['Erfurt', 50.9848, 11.0299, 21],
  ['Kassel', 51.3127, 9.4797, 20],
  ['Saarbrücken', 49.2402, 6.9969, 18],
  ['Osnabrück', 52.2799, 8.0472, 17],
  ['Oldenburg', 53.1435, 8.2146, 17],
  ['Regensburg', 49.0134, 12.1016, 15],
  ['Ulm', 48.4011, 9.9876, 13],
  ['Trier', 49.7499, 6.6371, 11],
];

const rows = (country: Town['country'], list: Row[], scale: number): Town[] =>
  list.map(([city, lat, lng, weight]) => ({ city, country, lat, lng, weight: weight * scale }));

export const TOWNS: readonly Town[] = [
  ...rows('NL', NL, 1),
  ...rows('BE', BE, 1),
  ...rows('DE', DE, 0.5),
];

export const TIMEZONES: Readonly<Record<Town['country'], string>> = {
  NL: 'Europe/Amsterdam',
  BE: 'Europe/Brussels',
  DE: 'Europe/Berlin',
};

export const STREETS: Readonly<Record<Town['country'], readonly string[]>> = {
  NL: [
    'Kerkstraat',
    'Hoofdstraat',
    'Stationsweg',
    'Marktplein',
    'Dorpsstraat',
    'Molenweg',
    'Nieuwstraat',
    'Julianalaan',
  ],
  BE: [
    'Kerkstraat',
    'Stationsstraat',
    'Grote Markt',
    'Rue de la Station',
    'Nieuwstraat',
    'Rue Haute',
    'Dorpstraat',
    'Leopoldlaan',
  ],
  DE: [
    'Hauptstraße',
    'Bahnhofstraße',
    'Marktplatz',
    'Schillerstraße',
    'Lindenstraße',
    'Goethestraße',
    'Kirchstraße',
    'Gartenstraße',
  ],
};

export const SALON_NAMES: readonly string[] = [
  'Sunset Studio',
  'Golden Glow',
  'Bronze Lounge',
  'Tan Republic',
  'Sun City',
  'Beach Club',
  'Tropic Tan',
  'Solarium Centraal',
  'Sunlounge',
  'Glow Bar',
  'Zonnestudio De Zon',
  'Suntime',
  'Sonnenstudio Sonnenschein',
  'Bräunungsstudio Karibik',
  'Zonnecentrum Zomer',
  'Sunpoint',
  'Bruin & Co',
  'SunFit',
];
