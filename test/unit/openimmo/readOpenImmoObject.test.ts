import { describe, expect, it } from 'vitest';
import { OpenImmoXmlReaderFastXml } from '../../../server/openimmo/adapters/OpenImmoXmlReaderFastXml';
import { readOpenImmoObject } from '../../../server/openimmo/domain/readOpenImmoObject';
import { openImmoNumber, textOf } from '../../../server/openimmo/domain/openImmoText';

/** How an OpenImmo object's parts are read (issue 72): numbers as senders write them, HTML texts, kinds, actions. */
describe('numbers as senders write them', () => {
  it.each([
    ['1250.50', 'money', 1250.5],
    ['1.250,50', 'money', 1250.5],
    ['85,00', 'money', 85],
    ['149.000', 'money', 149_000],
    ['149000', 'money', 149_000],
    ['1.250 €', 'money', 1250],
    ['78.5', 'area', 78.5],
    ['812,5', 'area', 812.5],
    ['2,5', 'area', 2.5],
  ] as const)('%s (%s) is %d', (text, kind, value) => {
    expect(openImmoNumber(text, kind)).toBe(value);
  });

  it('what is no number is none', () => {
    expect(openImmoNumber('ca. 80', 'area')).toBeUndefined();
    expect(openImmoNumber('auf Anfrage', 'money')).toBeUndefined();
  });
});

describe('texts', () => {
  it('HTML becomes plain paragraphs; entities, numeric references and list items are read', () => {
    expect(textOf('<p>Erste Zeile<br/>zweite &amp; dritte</p><ul><li>Bad</li><li>K&#252;che</li></ul>')).toBe(
      'Erste Zeile\nzweite & dritte\n• Bad\n• Küche',
    );
    expect(textOf('   ')).toBeUndefined();
  });
});

describe('an object', () => {
  const read = (inner: string) => {
    const document = new OpenImmoXmlReaderFastXml().read(
      `<openimmo xmlns="http://www.openimmo.de"><anbieter><immobilie>${inner}</immobilie></anbieter></openimmo>`,
    );
    return readOpenImmoObject(document.objects[0]!, 1);
  };
  const kind = (art: string, marketing: string) =>
    read(`<objektkategorie><vermarktungsart ${marketing}="true"/><objektart>${art}</objektart></objektkategorie>`);

  it.each([
    ['<wohnung wohnungtyp="PENTHOUSE"/>', 'MIETE_PACHT', 'apartment_rent', 'penthouse'],
    ['<wohnung wohnungtyp="MAISONETTE"/>', 'KAUF', 'apartment_buy', 'maisonette'],
    ['<haus haustyp="REIHENEND"/>', 'KAUF', 'house_buy', 'end_terrace'],
    ['<haus haustyp="EINFAMILIENHAUS"/>', 'MIETE_PACHT', 'house_rent', 'detached'],
    ['<grundstueck grundst_typ="WOHNEN"/>', 'KAUF', 'land', null],
    ['<zimmer zimmertyp="ZIMMER"/>', 'MIETE_PACHT', 'shared_room', null],
    ['<parken parken_typ="GARAGE"/>', 'MIETE_PACHT', 'parking', null],
    ['<buero_praxen buero_typ="BUEROFLAECHE"/>', 'MIETE_PACHT', 'commercial', null],
  ])('%s for %s is %s (%s)', (art, marketing, category, propertyType) => {
    const object = kind(art, marketing);
    expect(object.problems).toEqual([expect.objectContaining({ code: 'no_object_number' })]);
    expect(object.input).toMatchObject({ category, propertyType });
  });

  it('a holiday flat, a lease of land and a room for sale are refused as kinds not listed', () => {
    for (const [art, marketing] of [
      ['<wohnung wohnungtyp="FERIENWOHNUNG"/>', 'MIETE_PACHT'],
      ['<grundstueck/>', 'MIETE_PACHT'],
      ['<zimmer/>', 'KAUF'],
    ])
      expect(kind(art!, marketing!).problems.map((p) => p.code)).toContain('unsupported_kind');
  });

  it('the action: DELETE and CHANGE as attribute or text, nothing is NEW', () => {
    const number = '<objektnr_extern>7</objektnr_extern>';
    expect(read(`<verwaltung_techn>${number}<aktion aktionart="DELETE"/></verwaltung_techn>`).action).toBe('DELETE');
    expect(read(`<verwaltung_techn>${number}<aktion>CHANGE</aktion></verwaltung_techn>`).action).toBe('CHANGE');
    expect(read(`<verwaltung_techn>${number}</verwaltung_techn>`).action).toBe('NEW');
    // DELETE needs no category.
    expect(read(`<verwaltung_techn>${number}<aktion aktionart="DELETE"/></verwaltung_techn>`).problems).toEqual([]);
  });

  it('an object number of more than 100 characters is no key to find the object by', () => {
    const long = read(`<verwaltung_techn><objektnr_extern>${'X'.repeat(101)}</objektnr_extern></verwaltung_techn>`);
    expect(long.problems.map((p) => p.code)).toContain('no_object_number');
    const fine = read(`<verwaltung_techn><objektnr_extern>${'X'.repeat(100)}</objektnr_extern></verwaltung_techn>`);
    expect(fine.problems.map((p) => p.code)).not.toContain('no_object_number');
  });

  it('a rent given only warm is its cold rent after the Nebenkosten and the heating', () => {
    const object = read(
      '<objektkategorie><vermarktungsart MIETE_PACHT="true"/><objektart><wohnung/></objektart></objektkategorie>' +
        '<preise><warmmiete>1.100,00</warmmiete><nebenkosten>150</nebenkosten><heizkosten>70</heizkosten></preise>',
    );
    expect(object.input.priceCents).toBe(88_000);
  });

  it('a price on request is on request', () => {
    const object = read(
      '<objektkategorie><vermarktungsart KAUF="true"/><objektart><haus haustyp="VILLA"/></objektart></objektkategorie>' +
        '<preise><kaufpreis auf_anfrage="true"/></preise>',
    );
    expect(object.input).toMatchObject({ priceType: 'on_request', priceCents: null });
  });
});
