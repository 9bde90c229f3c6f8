/**
 * The demo schedule of rates' words: per trade, its sections, each with groups of (group description, materials or
 * objects, specifications). seedFsr.ts makes every object with every specification an item.
 */
export type Section = { title: string; groups: [string, string[], string[]][] };

/** Per trade: sections, each with groups of (group description, materials/objects, specifications). */
export const SCHEDULES: Record<'BLDG' | 'PAS' | 'HORTI', { prefix: string; sections: Section[] }> = {
  BLDG: {
    prefix: 'B',
    sections: [
      {
        title: 'Demolition and hacking',
        groups: [
          [
            'Hack and remove existing finishes',
            ['floor tiles', 'wall tiles', 'cement screed', 'skirting', 'plaster'],
            ['up to 25 mm thick', '25 to 50 mm thick', 'including disposal off site'],
          ],
          [
            'Demolish and remove',
            ['brick wall', 'concrete kerb', 'timber partition', 'metal grille', 'signboard'],
            ['half brick thick', 'one brick thick', 'make good affected areas'],
          ],
        ],
      },
      {
        title: 'Concrete works',
        groups: [
          [
            'Supply and cast in-situ concrete',
            ['grade 25 concrete', 'grade 30 concrete', 'lean concrete', 'concrete apron', 'concrete drain'],
            ['100 mm thick', '150 mm thick', '200 mm thick', 'including formwork'],
          ],
          [
            'Reinforcement',
            ['high tensile bar', 'mild steel bar', 'BRC mesh A7', 'BRC mesh A10'],
            ['10 mm diameter', '13 mm diameter', '16 mm diameter'],
          ],
        ],
      },
      {
        title: 'Masonry',
        groups: [
          [
            'Build walls in',
            ['common clay bricks', 'concrete blocks', 'lightweight blocks', 'glass blocks'],
            ['half brick thick', '100 mm thick', '200 mm thick', 'in cement mortar 1:3'],
          ],
          [
            'Repair masonry',
            ['cracked wall', 'spalling brickwork', 'damaged pier', 'parapet wall'],
            ['per metre run', 'including stitching', 'rake out and repoint'],
          ],
        ],
      },
      {
        title: 'Plastering and rendering',
        groups: [
          [
            'Cement and sand plaster to',
            ['internal walls', 'external walls', 'columns', 'beams', 'soffits'],
            ['15 mm thick', '20 mm thick', 'two coats', 'with waterproofing additive'],
          ],
          ['Skim coat', ['walls', 'ceilings', 'columns'], ['3 mm thick', 'including sanding', 'ready for painting']],
        ],
      },
      {
        title: 'Tiling',
        groups: [
          [
            'Supply and lay homogeneous tiles',
            ['300 x 300 mm', '600 x 600 mm', '300 x 600 mm', 'anti-slip 300 x 300 mm'],
            ['to floors', 'to walls', 'to staircase treads', 'including grouting'],
          ],
          [
            'Ceramic tiles',
            ['200 x 200 mm', '250 x 330 mm', '300 x 300 mm'],
            ['to toilet walls', 'to kitchen walls', 'with tile adhesive'],
          ],
        ],
      },
      {
        title: 'Carpentry and joinery',
        groups: [
          [
            'Supply and fix timber',
            ['skirting', 'door frame', 'architrave', 'notice board', 'shelf'],
            ['meranti', 'chengal', 'plywood 18 mm', 'including varnish'],
          ],
          [
            'Repair timber',
            ['desk top', 'cabinet door', 'drawer runner', 'bench seat'],
            ['replace hinges', 'replace laminate', 'reglue and clamp'],
          ],
        ],
      },
      {
        title: 'Doors and ironmongery',
        groups: [
          [
            'Supply and install door',
            ['solid core timber door', 'fire rated door', 'PVC folding door', 'aluminium door', 'steel roller shutter'],
            ['single leaf 900 mm', 'double leaf 1800 mm', '1 hour rated', 'including frame'],
          ],
          [
            'Ironmongery',
            ['lever handle set', 'mortise lock', 'door closer', 'floor spring', 'barrel bolt', 'hinge'],
            ['stainless steel', 'heavy duty', 'with master key'],
          ],
        ],
      },
      {
        title: 'Windows and glazing',
        groups: [
          [
            'Supply and install windows',
            ['aluminium casement window', 'louvre window', 'sliding window', 'top hung window'],
            ['powder coated', 'with 6 mm clear glass', 'with tinted glass'],
          ],
          [
            'Glazing',
            ['clear float glass', 'tempered glass', 'laminated glass', 'wired glass'],
            ['5 mm thick', '6 mm thick', '10 mm thick', 'including beading'],
          ],
        ],
      },
      {
        title: 'Roofing and waterproofing',
        groups: [
          [
            'Roofing',
            ['metal roof sheet', 'polycarbonate sheet', 'roof ridge cap', 'gutter', 'downpipe'],
            ['0.48 mm thick', 'colour coated', '150 mm wide', 'including fixings'],
          ],
          [
            'Waterproofing membrane',
            ['torch-on membrane', 'liquid membrane', 'cementitious coating', 'PU coating'],
            ['to flat roof', 'to planter box', 'to toilet floor', 'two layers'],
          ],
        ],
      },
      {
        title: 'Painting',
        groups: [
          [
            'Prepare and paint',
            ['internal walls', 'external walls', 'ceilings', 'metal railings', 'timber doors', 'road markings'],
            ['one undercoat and two finishing coats', 'emulsion paint', 'weather-resistant paint', 'enamel paint'],
          ],
          [
            'Anti-graffiti and special coatings',
            ['walls', 'columns', 'hoardings'],
            ['clear coat', 'anti-fungal', 'anti-carbonation'],
          ],
        ],
      },
      {
        title: 'Ceilings and partitions',
        groups: [
          [
            'Suspended ceiling',
            ['calcium silicate board', 'mineral fibre board', 'gypsum board', 'metal strip ceiling'],
            ['600 x 600 mm', 'on exposed grid', 'on concealed grid', 'moisture resistant'],
          ],
          [
            'Partitions',
            ['drywall partition', 'toilet cubicle', 'glass partition'],
            ['75 mm studs', '100 mm studs', 'full height', 'including door'],
          ],
        ],
      },
      {
        title: 'Metal works',
        groups: [
          [
            'Supply and install',
            ['mild steel railing', 'stainless steel handrail', 'metal grating', 'cat ladder', 'bicycle rack'],
            ['hot-dip galvanised', '50 mm diameter', 'per metre run', 'including painting'],
          ],
          [
            'Repair metal works',
            ['gate', 'grille', 'fence', 'staircase railing'],
            ['weld and make good', 'replace hinges', 'treat rust'],
          ],
        ],
      },
      {
        title: 'Flooring and external works',
        groups: [
          [
            'Floor finishes',
            ['vinyl sheet', 'rubber flooring', 'epoxy coating', 'cement screed', 'carpet tiles'],
            ['2 mm thick', '3 mm thick', 'self-levelling', 'including skirting'],
          ],
          [
            'External works',
            ['interlocking pavers', 'concrete kerb', 'drain cover', 'wheel stopper', 'bollard'],
            ['60 mm thick', '80 mm thick', 'heavy duty', 'including bedding'],
          ],
        ],
      },
    ],
  },
  PAS: {
    prefix: 'P',
    sections: [
      {
        title: 'Water supply pipes',
        groups: [
          [
            'Supply and install pipes',
            ['copper pipe', 'uPVC pipe', 'stainless steel pipe', 'HDPE pipe', 'GI pipe'],
            ['15 mm diameter', '22 mm diameter', '28 mm diameter', '54 mm diameter', 'including fittings'],
          ],
          [
            'Valves',
            ['gate valve', 'ball valve', 'check valve', 'float valve', 'pressure reducing valve'],
            ['15 mm', '25 mm', '50 mm', 'bronze body'],
          ],
        ],
      },
      {
        title: 'Sanitary fittings',
        groups: [
          [
            'Supply and install',
            ['water closet', 'urinal', 'wash basin', 'squatting pan', 'bib tap', 'pillar tap'],
            ['vitreous china', 'wall hung', 'pedestal', 'water-efficient', 'self-closing'],
          ],
          [
            'Replace parts',
            ['flush valve', 'cistern fittings', 'seat cover', 'waste outlet', 'bottle trap'],
            ['chrome plated', 'heavy duty', 'matching existing'],
          ],
        ],
      },
      {
        title: 'Sanitary drainage',
        groups: [
          [
            'Soil and waste pipes',
            ['uPVC pipe', 'cast iron pipe', 'HDPE pipe'],
            ['50 mm diameter', '100 mm diameter', '150 mm diameter', 'including brackets'],
          ],
          [
            'Floor traps and gullies',
            ['floor trap', 'gully trap', 'grease trap', 'inspection chamber'],
            ['100 mm', '150 mm', 'with stainless steel grating', 'including connection'],
          ],
        ],
      },
      {
        title: 'Pumps and tanks',
        groups: [
          [
            'Water pumps',
            ['transfer pump', 'booster pump', 'sump pump', 'submersible pump'],
            ['0.75 kW', '1.5 kW', '3 kW', 'including control panel'],
          ],
          [
            'Water tanks',
            ['sectional panel tank', 'polyethylene tank', 'tank cover', 'tank ladder'],
            ['1 m3', '5 m3', '10 m3', 'clean and disinfect'],
          ],
        ],
      },
      {
        title: 'Rainwater and drains',
        groups: [
          [
            'Rainwater goods',
            ['rainwater downpipe', 'roof outlet', 'box gutter', 'scupper drain'],
            ['100 mm', '150 mm', 'uPVC', 'aluminium'],
          ],
          [
            'Clear and repair drains',
            ['open drain', 'sump', 'manhole', 'scupper'],
            ['desilt', 'high-pressure jet', 'replace cover', 'per metre run'],
          ],
        ],
      },
      {
        title: 'Plumbing maintenance',
        groups: [
          [
            'Clear choke',
            ['water closet', 'urinal', 'basin', 'floor trap', 'sewer line'],
            ['by rodding', 'by high-pressure jetting', 'including CCTV inspection'],
          ],
          [
            'Leak repair',
            ['concealed pipe', 'exposed pipe', 'joint', 'tap'],
            ['locate and repair', 'make good finishes', 'after hours'],
          ],
        ],
      },
    ],
  },
  HORTI: {
    prefix: 'H',
    sections: [
      {
        title: 'Turf works',
        groups: [
          [
            'Supply and lay turf',
            ['cow grass', 'Philippine grass', 'Zoysia grass', 'Bermuda grass'],
            ['close turfing', 'including soil mix 50 mm', 'including watering for 1 month'],
          ],
          [
            'Turf maintenance',
            ['grass cutting', 'edging', 'top dressing', 'fertilising', 'weed control'],
            ['per visit', 'per 100 m2', 'school field', 'slopes'],
          ],
        ],
      },
      {
        title: 'Planting',
        groups: [
          [
            'Supply and plant shrubs',
            ['Ixora', 'Bougainvillea', 'Heliconia', 'Cordyline', 'Duranta', 'Pandanus'],
            ['300 mm height', '600 mm height', '1 m height', 'in planter box'],
          ],
          [
            'Supply and plant trees',
            ['Tabebuia', 'Pterocarpus', 'Syzygium', 'Hopea', 'Cassia'],
            ['3 m girth 200 mm', '4 m girth 300 mm', 'including staking', 'including tree pit'],
          ],
        ],
      },
      {
        title: 'Tree works',
        groups: [
          [
            'Tree pruning',
            ['crown reduction', 'crown thinning', 'deadwood removal', 'formative pruning'],
            ['tree height up to 6 m', 'tree height 6 to 12 m', 'tree height above 12 m', 'including disposal'],
          ],
          [
            'Tree removal',
            ['tree felling', 'stump grinding', 'fallen tree clearance'],
            ['girth up to 1 m', 'girth 1 to 2 m', 'girth above 2 m', 'emergency call-out'],
          ],
        ],
      },
      {
        title: 'Soil and mulch',
        groups: [
          [
            'Supply and spread',
            ['soil mix', 'compost', 'wood mulch', 'pebbles', 'sand'],
            ['50 mm thick', '100 mm thick', 'per m3', 'to planting beds'],
          ],
          [
            'Soil improvement',
            ['aeration', 'soil amendment', 'drainage layer'],
            ['per 100 m2', 'to school field', 'to planter'],
          ],
        ],
      },
      {
        title: 'Irrigation',
        groups: [
          [
            'Irrigation system',
            ['drip line', 'pop-up sprinkler', 'irrigation controller', 'solenoid valve', 'hose bib'],
            ['16 mm', '4 zone', '8 zone', 'including trenching'],
          ],
          [
            'Irrigation repair',
            ['broken sprinkler head', 'leaking pipe', 'faulty controller'],
            ['replace', 'repair', 'per item'],
          ],
        ],
      },
      {
        title: 'Pond and garden features',
        groups: [
          [
            'Pond maintenance',
            ['pond cleaning', 'water treatment', 'pump servicing', 'aquatic plant trimming'],
            ['per visit', 'per m2', 'including disposal'],
          ],
          [
            'Garden features',
            ['timber bench', 'garden edging', 'stepping stones', 'trellis', 'planter box'],
            ['supply and install', 'repair', 'repaint'],
          ],
        ],
      },
    ],
  },
};
