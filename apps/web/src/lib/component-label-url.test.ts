import { describe, expect, it } from 'vitest';
import {
  componentLabelUrl,
  componentTypeLabelUrl,
  labelledComponentNumber,
  parseComponentLabelUrl,
  parseComponentTypeLabelUrl,
} from './component-label-url';

describe('component label URL', () => {
  it("is the type's details page with the component number", () => {
    expect(componentLabelUrl('https://labstock.example', { componentTypeId: 12, componentNumber: 7 })).toBe(
      'https://labstock.example/details/12?component=7',
    );
  });

  it('reads back what it wrote, from any host', () => {
    const url = componentLabelUrl('http://localhost:3000', { componentTypeId: 3, componentNumber: 42 });
    expect(parseComponentLabelUrl(url)).toEqual({ componentTypeId: 3, componentNumber: 42 });
    expect(parseComponentLabelUrl(' https://other.example/components/details/3/?component=42\n')).toEqual({
      componentTypeId: 3,
      componentNumber: 42,
    });
  });

  it.each([
    'not a url',
    'https://labstock.example/details/12',
    'https://labstock.example/details/12?component=0',
    'https://labstock.example/details/abc?component=1',
    'https://labstock.example/Users?component=1',
    'https://labstock.example/details/1.5?component=2',
    'https://labstock.example/details/1?component=99999999999',
  ])('is null for %s', (text) => {
    expect(parseComponentLabelUrl(text)).toBeNull();
  });

  it("reads a consumable's label back into its type, and no component's label", () => {
    expect(parseComponentTypeLabelUrl(componentTypeLabelUrl('http://localhost:3000', 12))).toBe(12);
    expect(parseComponentTypeLabelUrl(' https://other.example/details/12/\n')).toBe(12);
    expect(parseComponentTypeLabelUrl('https://labstock.example/details/12?component=7')).toBeNull();
    expect(parseComponentTypeLabelUrl('https://labstock.example/details/12?component=0')).toBeNull();
    expect(parseComponentTypeLabelUrl('https://labstock.example/details/abc')).toBeNull();
    expect(parseComponentTypeLabelUrl('not a url')).toBeNull();
  });

  it('gives the number a details page should highlight', () => {
    expect(labelledComponentNumber(new URLSearchParams('component=5'))).toBe(5);
    expect(labelledComponentNumber(new URLSearchParams('component=x'))).toBeNull();
    expect(labelledComponentNumber(new URLSearchParams(''))).toBeNull();
  });
});
