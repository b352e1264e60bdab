import { XMLParser, XMLValidator } from 'fast-xml-parser';
import type { XmlElement } from '../domain/openImmoTree';
import { TransferRefused, type OpenImmoDocument, type OpenImmoXmlReader } from '../ports';

/** More objects than any agent's stock sends in one transfer: refused before anything is written. */
export const MAX_OBJECTS_PER_TRANSFER = 2000;

/**
 * OpenImmo XML through fast-xml-parser, refusing what makes XML dangerous before it is parsed: a DOCTYPE (entities
 * that expand a billion times, or that read files and addresses: XXE) is never part of an OpenImmo transfer, so a
 * document with one is refused whole. Namespaces are dropped (`<oi:immobilie>` = `<immobilie>`), texts kept as
 * written (CDATA and all), nothing converted to numbers behind the mapping's back.
 */
export class OpenImmoXmlReaderFastXml implements OpenImmoXmlReader {
  private readonly parser = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: '@_',
    removeNSPrefix: true,
    parseTagValue: false,
    parseAttributeValue: false,
    trimValues: true,
    ignoreDeclaration: true,
    ignorePiTags: true,
    // Only the five predefined entities and character references: there is no DOCTYPE to declare more.
    processEntities: true,
    htmlEntities: false,
    isArray: (name) => name === 'anbieter' || name === 'immobilie' || name === 'anhang',
  });

  read(xml: string): OpenImmoDocument {
    const text = xml.replace(/^\uFEFF/, '');
    if (/<!DOCTYPE|<!ENTITY/i.test(text))
      throw new TransferRefused('doctype', 'The XML declares a DOCTYPE or entities, which OpenImmo never needs');
    const valid = XMLValidator.validate(text);
    if (valid !== true)
      throw new TransferRefused(
        'broken_xml',
        `The XML is not well-formed (line ${valid.err.line}: ${valid.err.msg.slice(0, 120)})`,
      );
    let parsed: Record<string, unknown>;
    try {
      parsed = this.parser.parse(text) as Record<string, unknown>;
    } catch (error) {
      throw new TransferRefused('broken_xml', `The XML could not be read: ${(error as Error).message.slice(0, 120)}`);
    }
    const root = parsed.openimmo as XmlElement | undefined;
    if (!root || typeof root !== 'object')
      throw new TransferRefused('not_openimmo', 'This is no OpenImmo transfer (its root element is not <openimmo>)');
    const transfer = root.uebertragung as XmlElement | undefined;
    const scope =
      transfer && !Array.isArray(transfer) && typeof transfer === 'object' ? transfer['@_umfang'] : undefined;
    const providers = (Array.isArray(root.anbieter) ? root.anbieter : []) as XmlElement[];
    const objects = providers.flatMap((provider) =>
      typeof provider === 'object' && Array.isArray(provider.immobilie)
        ? (provider.immobilie.filter((o) => typeof o === 'object' && !Array.isArray(o)) as XmlElement[])
        : [],
    );
    if (objects.length > MAX_OBJECTS_PER_TRANSFER)
      throw new TransferRefused(
        'too_many_objects',
        `At most ${MAX_OBJECTS_PER_TRANSFER} objects per transfer; this one has ${objects.length}`,
      );
    return { scope: typeof scope === 'string' && scope.toUpperCase() === 'VOLL' ? 'VOLL' : 'TEIL', objects };
  }
}
