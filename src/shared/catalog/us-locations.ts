/**
 * Bundled US location catalogue (PRODUCT_RULES.md: "Location is a US state + city picked from the
 * bundled list"). 50 states (DC excluded), each with 5-12 major cities and the city centre's
 * coordinates. Coordinates stay on the server side of any comparison: another user only ever sees
 * the 'city, state' label and a rounded distance label.
 */

export interface UsCity {
  name: string;
  lat: number;
  lng: number;
}

export interface UsState {
  code: string;
  name: string;
  cities: readonly UsCity[];
}

type CityRow = readonly [name: string, lat: number, lng: number];

function state(code: string, name: string, rows: readonly CityRow[]): UsState {
  return Object.freeze({
    code,
    name,
    cities: Object.freeze(rows.map(([n, lat, lng]) => Object.freeze({ name: n, lat, lng }))),
  });
}

/** All 50 states, sorted by name. */
export const US_STATES: readonly UsState[] = Object.freeze([
  state('AL', 'Alabama', [
    ['Birmingham', 33.5186, -86.8104],
    ['Montgomery', 32.3792, -86.3077],
    ['Mobile', 30.6954, -88.0399],
    ['Huntsville', 34.7304, -86.5861],
    ['Tuscaloosa', 33.2098, -87.5692],
    ['Auburn', 32.6099, -85.4808],
  ]),
  state('AK', 'Alaska', [
    ['Anchorage', 61.2181, -149.9003],
    ['Fairbanks', 64.8378, -147.7164],
    ['Juneau', 58.3019, -134.4197],
    ['Wasilla', 61.5814, -149.4394],
    ['Sitka', 57.0531, -135.33],
    ['Ketchikan', 55.3422, -131.6461],
  ]),
  state('AZ', 'Arizona', [
    ['Phoenix', 33.4484, -112.074],
    ['Tucson', 32.2226, -110.9747],
    ['Mesa', 33.4152, -111.8315],
    ['Chandler', 33.3062, -111.8413],
    ['Scottsdale', 33.4942, -111.9261],
    ['Glendale', 33.5387, -112.186],
    ['Tempe', 33.4255, -111.94],
    ['Flagstaff', 35.1983, -111.6513],
  ]),
  state('AR', 'Arkansas', [
    ['Little Rock', 34.7465, -92.2896],
    ['Fort Smith', 35.3859, -94.3985],
    ['Fayetteville', 36.0626, -94.1574],
    ['Springdale', 36.1867, -94.1288],
    ['Jonesboro', 35.8423, -90.7043],
    ['Conway', 35.0887, -92.4421],
  ]),
  state('CA', 'California', [
    ['Los Angeles', 34.0522, -118.2437],
    ['San Diego', 32.7157, -117.1611],
    ['San Jose', 37.3382, -121.8863],
    ['San Francisco', 37.7749, -122.4194],
    ['Fresno', 36.7378, -119.7871],
    ['Sacramento', 38.5816, -121.4944],
    ['Long Beach', 33.7701, -118.1937],
    ['Oakland', 37.8044, -122.2712],
    ['Bakersfield', 35.3733, -119.0187],
    ['Anaheim', 33.8366, -117.9143],
    ['Riverside', 33.9806, -117.3755],
    ['Santa Barbara', 34.4208, -119.6982],
  ]),
  state('CO', 'Colorado', [
    ['Denver', 39.7392, -104.9903],
    ['Colorado Springs', 38.8339, -104.8214],
    ['Aurora', 39.7294, -104.8319],
    ['Fort Collins', 40.5853, -105.0844],
    ['Boulder', 40.015, -105.2705],
    ['Pueblo', 38.2544, -104.6091],
    ['Grand Junction', 39.0639, -108.5506],
  ]),
  state('CT', 'Connecticut', [
    ['Bridgeport', 41.1865, -73.1952],
    ['New Haven', 41.3083, -72.9279],
    ['Hartford', 41.7658, -72.6734],
    ['Stamford', 41.0534, -73.5387],
    ['Waterbury', 41.5582, -73.0515],
  ]),
  state('DE', 'Delaware', [
    ['Wilmington', 39.7391, -75.5398],
    ['Dover', 39.1582, -75.5244],
    ['Newark', 39.6837, -75.7497],
    ['Middletown', 39.4496, -75.7163],
    ['Rehoboth Beach', 38.7209, -75.076],
  ]),
  state('FL', 'Florida', [
    ['Jacksonville', 30.3322, -81.6557],
    ['Miami', 25.7617, -80.1918],
    ['Tampa', 27.9506, -82.4572],
    ['Orlando', 28.5383, -81.3792],
    ['St. Petersburg', 27.7676, -82.6403],
    ['Tallahassee', 30.4383, -84.2807],
    ['Fort Lauderdale', 26.1224, -80.1373],
    ['Gainesville', 29.6516, -82.3248],
    ['Pensacola', 30.4213, -87.2169],
    ['Sarasota', 27.3364, -82.5307],
    ['Fort Myers', 26.6406, -81.8723],
  ]),
  state('GA', 'Georgia', [
    ['Atlanta', 33.749, -84.388],
    ['Augusta', 33.4735, -82.0105],
    ['Columbus', 32.461, -84.9877],
    ['Savannah', 32.0809, -81.0912],
    ['Athens', 33.9519, -83.3576],
    ['Macon', 32.8407, -83.6324],
    ['Albany', 31.5785, -84.1557],
  ]),
  state('HI', 'Hawaii', [
    ['Honolulu', 21.3069, -157.8583],
    ['Hilo', 19.7241, -155.0868],
    ['Kailua', 21.4022, -157.7394],
    ['Kahului', 20.8893, -156.4729],
    ['Lihue', 21.9811, -159.3711],
    ['Kailua-Kona', 19.64, -155.9969],
  ]),
  state('ID', 'Idaho', [
    ['Boise', 43.615, -116.2023],
    ['Meridian', 43.6121, -116.3915],
    ['Nampa', 43.5407, -116.5635],
    ['Idaho Falls', 43.4917, -112.0339],
    ['Pocatello', 42.8713, -112.4455],
    ["Coeur d'Alene", 47.6777, -116.7805],
    ['Twin Falls', 42.5558, -114.4701],
  ]),
  state('IL', 'Illinois', [
    ['Chicago', 41.8781, -87.6298],
    ['Aurora', 41.7606, -88.3201],
    ['Naperville', 41.7508, -88.1535],
    ['Joliet', 41.525, -88.0817],
    ['Rockford', 42.2711, -89.094],
    ['Springfield', 39.7817, -89.6501],
    ['Peoria', 40.6936, -89.589],
    ['Champaign', 40.1164, -88.2434],
  ]),
  state('IN', 'Indiana', [
    ['Indianapolis', 39.7684, -86.1581],
    ['Fort Wayne', 41.0793, -85.1394],
    ['Evansville', 37.9716, -87.5711],
    ['South Bend', 41.6764, -86.252],
    ['Carmel', 39.9784, -86.118],
    ['Bloomington', 39.1653, -86.5264],
    ['Lafayette', 40.4167, -86.8753],
  ]),
  state('IA', 'Iowa', [
    ['Des Moines', 41.5868, -93.625],
    ['Cedar Rapids', 41.9779, -91.6656],
    ['Davenport', 41.5236, -90.5776],
    ['Sioux City', 42.4963, -96.4049],
    ['Iowa City', 41.6611, -91.5302],
    ['Waterloo', 42.4928, -92.3426],
    ['Ames', 42.0308, -93.6319],
  ]),
  state('KS', 'Kansas', [
    ['Wichita', 37.6872, -97.3301],
    ['Overland Park', 38.9822, -94.6708],
    ['Kansas City', 39.1141, -94.6275],
    ['Olathe', 38.8814, -94.8191],
    ['Topeka', 39.0473, -95.6752],
    ['Lawrence', 38.9717, -95.2353],
    ['Manhattan', 39.1836, -96.5717],
  ]),
  state('KY', 'Kentucky', [
    ['Louisville', 38.2527, -85.7585],
    ['Lexington', 38.0406, -84.5037],
    ['Bowling Green', 36.9685, -86.4808],
    ['Owensboro', 37.7719, -87.1112],
    ['Covington', 39.0837, -84.5086],
    ['Frankfort', 38.2009, -84.8733],
  ]),
  state('LA', 'Louisiana', [
    ['New Orleans', 29.9511, -90.0715],
    ['Baton Rouge', 30.4515, -91.1871],
    ['Shreveport', 32.5252, -93.7502],
    ['Lafayette', 30.2241, -92.0198],
    ['Lake Charles', 30.2266, -93.2174],
    ['Monroe', 32.5093, -92.1193],
  ]),
  state('ME', 'Maine', [
    ['Portland', 43.6591, -70.2568],
    ['Lewiston', 44.1004, -70.2148],
    ['Bangor', 44.8016, -68.7712],
    ['South Portland', 43.6415, -70.2409],
    ['Augusta', 44.3106, -69.7795],
    ['Biddeford', 43.4926, -70.4534],
  ]),
  state('MD', 'Maryland', [
    ['Baltimore', 39.2904, -76.6122],
    ['Frederick', 39.4143, -77.4105],
    ['Rockville', 39.084, -77.1528],
    ['Gaithersburg', 39.1434, -77.2014],
    ['Annapolis', 38.9784, -76.4922],
    ['Hagerstown', 39.6418, -77.72],
    ['Salisbury', 38.3607, -75.5994],
  ]),
  state('MA', 'Massachusetts', [
    ['Boston', 42.3601, -71.0589],
    ['Worcester', 42.2626, -71.8023],
    ['Springfield', 42.1015, -72.5898],
    ['Cambridge', 42.3736, -71.1097],
    ['Lowell', 42.6334, -71.3162],
    ['New Bedford', 41.6362, -70.9342],
    ['Brockton', 42.0834, -71.0184],
  ]),
  state('MI', 'Michigan', [
    ['Detroit', 42.3314, -83.0458],
    ['Grand Rapids', 42.9634, -85.6681],
    ['Warren', 42.5145, -83.0147],
    ['Sterling Heights', 42.5803, -83.0302],
    ['Ann Arbor', 42.2808, -83.743],
    ['Lansing', 42.7325, -84.5555],
    ['Flint', 43.0125, -83.6875],
    ['Kalamazoo', 42.2917, -85.5872],
  ]),
  state('MN', 'Minnesota', [
    ['Minneapolis', 44.9778, -93.265],
    ['St. Paul', 44.9537, -93.09],
    ['Rochester', 44.0121, -92.4802],
    ['Duluth', 46.7867, -92.1005],
    ['Bloomington', 44.8408, -93.2983],
    ['St. Cloud', 45.5579, -94.1632],
  ]),
  state('MS', 'Mississippi', [
    ['Jackson', 32.2988, -90.1848],
    ['Gulfport', 30.3674, -89.0928],
    ['Southaven', 34.9889, -90.0126],
    ['Hattiesburg', 31.3271, -89.2903],
    ['Biloxi', 30.396, -88.8853],
    ['Tupelo', 34.2576, -88.7034],
  ]),
  state('MO', 'Missouri', [
    ['Kansas City', 39.0997, -94.5786],
    ['St. Louis', 38.627, -90.1994],
    ['Springfield', 37.209, -93.2923],
    ['Columbia', 38.9517, -92.3341],
    ['Independence', 39.0911, -94.4155],
    ['Jefferson City', 38.5767, -92.1735],
    ['Joplin', 37.0842, -94.5133],
  ]),
  state('MT', 'Montana', [
    ['Billings', 45.7833, -108.5007],
    ['Missoula', 46.8721, -113.994],
    ['Great Falls', 47.5002, -111.3008],
    ['Bozeman', 45.677, -111.0429],
    ['Butte', 46.0038, -112.5348],
    ['Helena', 46.5891, -112.0391],
    ['Kalispell', 48.192, -114.3168],
  ]),
  state('NE', 'Nebraska', [
    ['Omaha', 41.2565, -95.9345],
    ['Lincoln', 40.8136, -96.7026],
    ['Bellevue', 41.1544, -95.9146],
    ['Grand Island', 40.9264, -98.342],
    ['Kearney', 40.6993, -99.0832],
    ['North Platte', 41.1403, -100.7601],
  ]),
  state('NV', 'Nevada', [
    ['Las Vegas', 36.1699, -115.1398],
    ['Henderson', 36.0395, -114.9817],
    ['Reno', 39.5296, -119.8138],
    ['North Las Vegas', 36.1989, -115.1175],
    ['Sparks', 39.5349, -119.7527],
    ['Carson City', 39.1638, -119.7674],
  ]),
  state('NH', 'New Hampshire', [
    ['Manchester', 42.9956, -71.4548],
    ['Nashua', 42.7654, -71.4676],
    ['Concord', 43.2081, -71.5376],
    ['Dover', 43.1979, -70.8737],
    ['Portsmouth', 43.0718, -70.7626],
    ['Keene', 42.9337, -72.2781],
  ]),
  state('NJ', 'New Jersey', [
    ['Newark', 40.7357, -74.1724],
    ['Jersey City', 40.7178, -74.0431],
    ['Paterson', 40.9168, -74.1718],
    ['Elizabeth', 40.664, -74.2107],
    ['Trenton', 40.2171, -74.7429],
    ['Camden', 39.9259, -75.1196],
    ['Atlantic City', 39.3643, -74.4229],
    ['Princeton', 40.3573, -74.6672],
  ]),
  state('NM', 'New Mexico', [
    ['Albuquerque', 35.0844, -106.6504],
    ['Las Cruces', 32.3199, -106.7637],
    ['Rio Rancho', 35.2328, -106.663],
    ['Santa Fe', 35.687, -105.9378],
    ['Roswell', 33.3943, -104.523],
    ['Farmington', 36.7281, -108.2187],
  ]),
  state('NY', 'New York', [
    ['New York City', 40.7128, -74.006],
    ['Buffalo', 42.8864, -78.8784],
    ['Rochester', 43.1566, -77.6088],
    ['Yonkers', 40.9312, -73.8988],
    ['Syracuse', 43.0481, -76.1474],
    ['Albany', 42.6526, -73.7562],
    ['New Rochelle', 40.9115, -73.7824],
    ['White Plains', 41.034, -73.7629],
    ['Utica', 43.1009, -75.2327],
    ['Binghamton', 42.0987, -75.918],
    ['Ithaca', 42.444, -76.5019],
  ]),
  state('NC', 'North Carolina', [
    ['Charlotte', 35.2271, -80.8431],
    ['Raleigh', 35.7796, -78.6382],
    ['Greensboro', 36.0726, -79.792],
    ['Durham', 35.994, -78.8986],
    ['Winston-Salem', 36.0999, -80.2442],
    ['Fayetteville', 35.0527, -78.8784],
    ['Wilmington', 34.2257, -77.9447],
    ['Asheville', 35.5951, -82.5515],
  ]),
  state('ND', 'North Dakota', [
    ['Fargo', 46.8772, -96.7898],
    ['Bismarck', 46.8083, -100.7837],
    ['Grand Forks', 47.9253, -97.0329],
    ['Minot', 48.233, -101.2923],
    ['West Fargo', 46.875, -96.9004],
    ['Williston', 48.147, -103.618],
  ]),
  state('OH', 'Ohio', [
    ['Columbus', 39.9612, -82.9988],
    ['Cleveland', 41.4993, -81.6944],
    ['Cincinnati', 39.1031, -84.512],
    ['Toledo', 41.6528, -83.5379],
    ['Akron', 41.0814, -81.519],
    ['Dayton', 39.7589, -84.1916],
    ['Youngstown', 41.0998, -80.6495],
    ['Canton', 40.7989, -81.3784],
  ]),
  state('OK', 'Oklahoma', [
    ['Oklahoma City', 35.4676, -97.5164],
    ['Tulsa', 36.154, -95.9928],
    ['Norman', 35.2226, -97.4395],
    ['Broken Arrow', 36.0526, -95.7908],
    ['Lawton', 34.6036, -98.3959],
    ['Edmond', 35.6528, -97.4781],
    ['Stillwater', 36.1156, -97.0584],
  ]),
  state('OR', 'Oregon', [
    ['Portland', 45.5152, -122.6784],
    ['Salem', 44.9429, -123.0351],
    ['Eugene', 44.0521, -123.0868],
    ['Gresham', 45.4982, -122.4315],
    ['Hillsboro', 45.5229, -122.9898],
    ['Bend', 44.0582, -121.3153],
    ['Medford', 42.3265, -122.8756],
  ]),
  state('PA', 'Pennsylvania', [
    ['Philadelphia', 39.9526, -75.1652],
    ['Pittsburgh', 40.4406, -79.9959],
    ['Allentown', 40.6023, -75.4714],
    ['Erie', 42.1292, -80.0851],
    ['Reading', 40.3356, -75.9269],
    ['Scranton', 41.409, -75.6624],
    ['Harrisburg', 40.2732, -76.8867],
    ['Lancaster', 40.0379, -76.3055],
    ['State College', 40.7934, -77.86],
  ]),
  state('RI', 'Rhode Island', [
    ['Providence', 41.824, -71.4128],
    ['Warwick', 41.7001, -71.4162],
    ['Cranston', 41.7798, -71.4373],
    ['Pawtucket', 41.8787, -71.3826],
    ['Newport', 41.4901, -71.3128],
    ['Woonsocket', 42.0029, -71.5148],
  ]),
  state('SC', 'South Carolina', [
    ['Charleston', 32.7765, -79.9311],
    ['Columbia', 34.0007, -81.0348],
    ['North Charleston', 32.8546, -79.9748],
    ['Mount Pleasant', 32.7941, -79.8626],
    ['Greenville', 34.8526, -82.394],
    ['Rock Hill', 34.9249, -81.0251],
    ['Myrtle Beach', 33.6891, -78.8867],
    ['Spartanburg', 34.9496, -81.932],
  ]),
  state('SD', 'South Dakota', [
    ['Sioux Falls', 43.5446, -96.7311],
    ['Rapid City', 44.0805, -103.231],
    ['Aberdeen', 45.4647, -98.4865],
    ['Brookings', 44.3114, -96.7984],
    ['Watertown', 44.8994, -97.115],
    ['Pierre', 44.3683, -100.351],
  ]),
  state('TN', 'Tennessee', [
    ['Nashville', 36.1627, -86.7816],
    ['Memphis', 35.1495, -90.049],
    ['Knoxville', 35.9606, -83.9207],
    ['Chattanooga', 35.0456, -85.3097],
    ['Clarksville', 36.5298, -87.3595],
    ['Murfreesboro', 35.8456, -86.3903],
    ['Jackson', 35.6145, -88.8139],
    ['Johnson City', 36.3134, -82.3535],
  ]),
  state('TX', 'Texas', [
    ['Houston', 29.7604, -95.3698],
    ['San Antonio', 29.4241, -98.4936],
    ['Dallas', 32.7767, -96.797],
    ['Austin', 30.2672, -97.7431],
    ['Fort Worth', 32.7555, -97.3308],
    ['El Paso', 31.7619, -106.485],
    ['Arlington', 32.7357, -97.1081],
    ['Corpus Christi', 27.8006, -97.3964],
    ['Plano', 33.0198, -96.6989],
    ['Lubbock', 33.5779, -101.8552],
    ['Laredo', 27.5306, -99.4803],
    ['Amarillo', 35.222, -101.8313],
  ]),
  state('UT', 'Utah', [
    ['Salt Lake City', 40.7608, -111.891],
    ['West Valley City', 40.6916, -112.0011],
    ['Provo', 40.2338, -111.6585],
    ['West Jordan', 40.6097, -111.9391],
    ['Orem', 40.2969, -111.6946],
    ['Ogden', 41.223, -111.9738],
    ['St. George', 37.0965, -113.5684],
    ['Logan', 41.737, -111.8338],
  ]),
  state('VT', 'Vermont', [
    ['Burlington', 44.4759, -73.2121],
    ['South Burlington', 44.4669, -73.1709],
    ['Rutland', 43.6106, -72.9726],
    ['Montpelier', 44.2601, -72.5754],
    ['Barre', 44.197, -72.5021],
    ['Brattleboro', 42.8509, -72.5579],
  ]),
  state('VA', 'Virginia', [
    ['Virginia Beach', 36.8529, -75.978],
    ['Norfolk', 36.8508, -76.2859],
    ['Chesapeake', 36.7682, -76.2875],
    ['Richmond', 37.5407, -77.436],
    ['Newport News', 37.0871, -76.473],
    ['Alexandria', 38.8048, -77.0469],
    ['Roanoke', 37.271, -79.9414],
    ['Charlottesville', 38.0293, -78.4767],
  ]),
  state('WA', 'Washington', [
    ['Seattle', 47.6062, -122.3321],
    ['Spokane', 47.6588, -117.426],
    ['Tacoma', 47.2529, -122.4443],
    ['Vancouver', 45.6387, -122.6615],
    ['Bellevue', 47.6101, -122.2015],
    ['Everett', 47.979, -122.2021],
    ['Olympia', 47.0379, -122.9007],
    ['Yakima', 46.6021, -120.5059],
  ]),
  state('WV', 'West Virginia', [
    ['Charleston', 38.3498, -81.6326],
    ['Huntington', 38.4192, -82.4452],
    ['Morgantown', 39.6295, -79.9559],
    ['Parkersburg', 39.2667, -81.5615],
    ['Wheeling', 40.064, -80.7209],
    ['Martinsburg', 39.4562, -77.9639],
  ]),
  state('WI', 'Wisconsin', [
    ['Milwaukee', 43.0389, -87.9065],
    ['Madison', 43.0731, -89.4012],
    ['Green Bay', 44.5133, -88.0133],
    ['Kenosha', 42.5847, -87.8212],
    ['Racine', 42.7261, -87.7829],
    ['Appleton', 44.2619, -88.4154],
    ['Eau Claire', 44.8113, -91.4985],
    ['La Crosse', 43.8014, -91.2396],
  ]),
  state('WY', 'Wyoming', [
    ['Cheyenne', 41.14, -104.8202],
    ['Casper', 42.8501, -106.3252],
    ['Laramie', 41.3114, -105.5911],
    ['Gillette', 44.2911, -105.5022],
    ['Rock Springs', 41.5875, -109.2029],
    ['Sheridan', 44.7972, -106.9562],
    ['Jackson', 43.4799, -110.7624],
  ]),
]);

/** Lower-case, trimmed, inner whitespace collapsed: the key every lookup compares on. */
function normalize(value: string): string {
  return value.trim().replace(/\s+/g, ' ').toLowerCase();
}

const STATE_INDEX: ReadonlyMap<string, UsState> = new Map(
  US_STATES.flatMap((s) => [[normalize(s.code), s] as const, [normalize(s.name), s] as const]),
);

/** A state by its two-letter code or full name, case-insensitive. */
export function findState(codeOrName: string): UsState | undefined {
  if (typeof codeOrName !== 'string') return undefined;
  return STATE_INDEX.get(normalize(codeOrName));
}

/** A city of a state (state by code or name), case-insensitive. */
export function findCity(stateCodeOrName: string, cityName: string): UsCity | undefined {
  const found = findState(stateCodeOrName);
  if (!found || typeof cityName !== 'string') return undefined;
  const key = normalize(cityName);
  return found.cities.find((c) => normalize(c.name) === key);
}

/**
 * Registration sends location as the single string 'city, state' (state is the state's name; also
 * accept the code). Splits on the last comma; both parts are trimmed.
 */
export function parseLocationLabel(label: string): { state: UsState; city: UsCity } | undefined {
  if (typeof label !== 'string') return undefined;
  const comma = label.lastIndexOf(',');
  if (comma < 0) return undefined;
  const cityPart = label.slice(0, comma).trim();
  const statePart = label.slice(comma + 1).trim();
  if (!cityPart || !statePart) return undefined;
  const foundState = findState(statePart);
  if (!foundState) return undefined;
  const city = findCity(foundState.code, cityPart);
  if (!city) return undefined;
  return { state: foundState, city };
}

/** The 'city, state' label, e.g. 'Austin, Texas'. */
export function locationLabel(cityName: string, stateName: string): string {
  return `${cityName.trim()}, ${stateName.trim()}`;
}

export const EARTH_RADIUS_MILES = 3958.8;

function toRadians(degrees: number): number {
  return (degrees * Math.PI) / 180;
}

/** Great-circle distance in miles (haversine, earth radius 3958.8 mi). */
export function distanceMiles(
  a: { lat: number; lng: number },
  b: { lat: number; lng: number },
): number {
  const dLat = toRadians(b.lat - a.lat);
  const dLng = toRadians(b.lng - a.lng);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(toRadians(a.lat)) * Math.cos(toRadians(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * Distance label shown to other users: whole miles rounded to the nearest 5, and '< 5 mi' below 5
 * (after rounding). E.g. 0 -> '< 5 mi', 2.4 -> '< 5 mi', 7.4 -> '5 mi', 8 -> '10 mi',
 * 123 -> '125 mi'. Negative or NaN input is treated as 0.
 */
export function distanceLabel(miles: number): string {
  const safe = Number.isNaN(miles) || miles < 0 ? 0 : miles;
  const rounded = Math.round(safe / 5) * 5;
  return rounded < 5 ? '< 5 mi' : `${rounded} mi`;
}
