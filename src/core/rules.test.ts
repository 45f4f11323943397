import { describe, expect, it } from 'vitest';
import { changedFields, fitsRuleField, PRESET_IDS, PRESETS, RULE_FIELD_NAMES, RULE_FIELDS, withOverrides } from './rules';

describe('presets', () => {
  it('are frozen data with every rule field', () => {
    for (const id of PRESET_IDS) {
      const preset = PRESETS[id];
      expect(Object.isFrozen(preset)).toBe(true);
      expect(preset.id).toBe(id);
      for (const field of RULE_FIELD_NAMES) expect(fitsRuleField(field, preset[field]), `${id}.${field}`).toBe(true);
    }
  });
  it('describe every field once, in display order', () => {
    expect(RULE_FIELD_NAMES).toEqual(Object.keys(RULE_FIELDS));
    expect(new Set(RULE_FIELD_NAMES).size).toBe(Object.keys(PRESETS.ema2025).length - 1);
  });
  it('take house-rule overrides without changing the preset', () => {
    const rules = withOverrides(PRESETS.ema2025, { kiriage: false });
    expect(rules.kiriage).toBe(false);
    expect(PRESETS.ema2025.kiriage).toBe(true);
    expect(Object.isFrozen(rules)).toBe(true);
  });
});

describe('changedFields', () => {
  it('names the overridden fields whose value differs from the preset, in display order', () => {
    expect(changedFields(PRESETS.ema2016, {})).toEqual([]);
    expect(changedFields(PRESETS.ema2016, { kiriage: false, startPoints: 30000, uma: [15000, 5000, -5000, -15000] })).toEqual([]);
    expect(changedFields(PRESETS.ema2016, { kiriage: true, uma: [20000, 10000, -10000, -20000], startPoints: 30000 })).toEqual(
      RULE_FIELD_NAMES.filter((field) => field === 'kiriage' || field === 'uma'),
    );
  });
});
