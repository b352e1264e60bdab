// The bench ads' vocabulary (bench/search.ts): a realistic one matters, since PostgreSQL estimates prefix searches
// from the most common words only when it has seen at least 100 of them, and those estimates decide between an index
// walk and a GIN lookup.

/** What most ads say: two of them make each title. */
export const WORDS = `
  Altbau Balkon Garten Dachterrasse Neubau Loft Maisonette Penthouse Erdgeschoss Einbauküche Kamin Seeblick ruhig
  zentral hell renoviert Stellplatz Aufzug Keller Parkett
`
  .trim()
  .split(/\s+/);

/** What a flat has, two to a description. */
export const THINGS = `
  Fußbodenheizung Tageslichtbad Wanne Dusche Gäste-WC Abstellraum Speisekammer Ankleide Wintergarten Loggia
  Terrasse Hobbyraum Sauna Fahrradkeller Waschküche Tiefgarage Carport Doppelgarage Concierge Gegensprechanlage
  Glasfaser Rollläden Dielenboden Fliesen Laminat Stuck Flügeltüren Kachelofen Solaranlage Wärmepumpe Fernwärme
  Gasheizung Ölheizung Pelletheizung Klimaanlage Smart-Home Alarmanlage Videoüberwachung Spielplatz Innenhof
  Gemeinschaftsgarten Dachboden Galerie Empore Erker Oberlicht Panoramafenster Südbalkon Westbalkon Ostbalkon
  Bergblick Flussblick Parkblick Weitblick Kinderzimmer Arbeitszimmer Gästezimmer Wohnküche Essbereich Kochinsel
  Vorratsraum Werkstatt Atelier Praxisräume Büroraum Einliegerwohnung Souterrain Hochparterre Seitenflügel
  Vorderhaus Hinterhaus Gartenhaus Remise Scheune Pferdestall Obstwiese Teich Pool Grillplatz Hühnerstall
`
  .trim()
  .split(/\s+/);

/** How a description calls the flat. */
export const MOODS = `
  gepflegt modernisiert saniert neuwertig charmant großzügig gemütlich lichtdurchflutet familienfreundlich
  barrierearm energieeffizient hochwertig exklusiv preiswert bezugsfrei vermietet kernsaniert denkmalgeschützt
  grün urban ländlich idyllisch verkehrsgünstig zentrumsnah naturnah sonnig geräumig kompakt stilvoll solide
`
  .trim()
  .split(/\s+/);

/** What a flat is near. */
export const PLACES = `
  Bahnhof Stadtpark Marktplatz Universität Klinikum Hafen Altstadt Rathaus Messe Flughafen Schlosspark Stadtwald
  Badesee Rheinufer Mainufer Elbufer Isarauen Volkspark Zoo Theater Stadion Einkaufszentrum Grundschule Gymnasium
  Kindergarten Wochenmarkt Fußgängerzone Kirche Museum Bibliothek Schwimmbad Sportplatz Golfplatz Reiterhof
  Weinberg Kanal Hauptstraße Lindenallee Rosenweg Birkenweg
`
  .trim()
  .split(/\s+/);

/** Where the ads are (50 cities). */
export const CITIES = `
  Berlin, Hamburg, München, Köln, Frankfurt am Main, Stuttgart, Düsseldorf, Leipzig, Dresden, Hannover, Nürnberg,
  Bremen, Essen, Dortmund, Bochum, Wuppertal, Bielefeld, Bonn, Münster, Mannheim, Karlsruhe, Augsburg, Wiesbaden,
  Mönchengladbach, Gelsenkirchen, Aachen, Braunschweig, Kiel, Chemnitz, Halle, Magdeburg, Freiburg, Krefeld,
  Mainz, Lübeck, Erfurt, Oberhausen, Rostock, Kassel, Hagen, Potsdam, Saarbrücken, Hamm, Ludwigshafen, Oldenburg,
  Mülheim, Osnabrück, Leverkusen, Heidelberg, Darmstadt
`
  .trim()
  .split(/,\s*/);
