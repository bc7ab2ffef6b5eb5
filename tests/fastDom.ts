import CSSPropertyManager from 'happy-dom/lib/css/declaration/property-manager/CSSPropertyManager.js';

/**
 * Testing Library asks happy-dom for elements' computed styles on almost every query (is it
 * hidden?) and every pointer action (may the pointer reach it?), and happy-dom copies the
 * inherited properties at each ancestor with `structuredClone`: the largest single cost of
 * happy-dom in a CPU profile of the suite (docs/testing.md "What a test costs"). A property is
 * `{ value, important }`, a string and a boolean, so copying each entry makes the same copy
 * without serialising. An upgrade that changes the class only brings the cost back.
 */
CSSPropertyManager.prototype.clone = function clone(this: CSSPropertyManager): CSSPropertyManager {
  const copy = new CSSPropertyManager();
  const properties: CSSPropertyManager['properties'] = {};
  for (const name of Object.keys(this.properties)) properties[name] = { ...this.properties[name] };
  copy.properties = properties;
  // A private field in happy-dom's types: which properties were set, not inherited.
  Reflect.set(copy, 'definedPropertyNames', { ...Reflect.get(this, 'definedPropertyNames') });
  return copy;
};
