import { SaxesParser } from 'saxes';
import { XML_DECLARATIONS, xmlMalformed } from './messages';
import { SongFormatError } from './parsed-song';

export interface XmlElement {
  /** The local name, without a prefix. */
  name: string;
  uri: string;
  /** By local name; `xml:lang` keeps its prefix. */
  attributes: Record<string, string>;
  children: XmlNode[];
}
export type XmlNode = XmlElement | string;

/**
 * A small element tree of a whole document (files are at most 512 KB). A DOCTYPE is refused
 * before anything in it is read, so no entity is ever expanded or fetched.
 */
export function parseXml(text: string): XmlElement {
  const parser = new SaxesParser({ xmlns: true, position: true });
  const stack: XmlElement[] = [];
  let root: XmlElement | null = null;
  parser.on('doctype', () => {
    throw new SongFormatError(XML_DECLARATIONS);
  });
  parser.on('error', (error) => {
    throw new SongFormatError(xmlMalformed(error.message));
  });
  parser.on('opentag', (tag) => {
    const attributes: Record<string, string> = {};
    for (const attribute of Object.values(tag.attributes)) {
      const key = attribute.prefix === 'xml' ? `xml:${attribute.local}` : attribute.local;
      if (attribute.prefix !== 'xmlns' && attribute.name !== 'xmlns')
        attributes[key] = attribute.value;
    }
    const element: XmlElement = { name: tag.local, uri: tag.uri, attributes, children: [] };
    stack.at(-1)?.children.push(element);
    stack.push(element);
    root ??= element;
  });
  parser.on('closetag', () => {
    stack.pop();
  });
  const addText = (value: string) => {
    const parent = stack.at(-1);
    if (parent) parent.children.push(value);
  };
  parser.on('text', addText);
  parser.on('cdata', addText);
  try {
    parser.write(text).close();
  } catch (error) {
    if (error instanceof SongFormatError) throw error;
    throw new SongFormatError(xmlMalformed(error instanceof Error ? error.message : String(error)));
  }
  if (!root) throw new SongFormatError(xmlMalformed('no root element'));
  return root;
}

export function childElements(element: XmlElement, name?: string): XmlElement[] {
  return element.children.filter(
    (child): child is XmlElement => typeof child !== 'string' && (!name || child.name === name),
  );
}

export function firstChild(element: XmlElement, name: string): XmlElement | undefined {
  return childElements(element, name)[0];
}

/** All text inside, whitespace collapsed (titles, authors, properties). */
export function textOf(element: XmlElement | undefined): string {
  if (!element) return '';
  const parts: string[] = [];
  const walk = (node: XmlNode) => {
    if (typeof node === 'string') parts.push(node);
    else node.children.forEach(walk);
  };
  walk(element);
  return parts.join('').replace(/\s+/gu, ' ').trim();
}
