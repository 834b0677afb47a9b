import { describe, expect, it } from 'vitest';
import { certificateInputSchema } from '../../forms/certificate.ts';
import { DEMO_CERTIFICATES } from './demo-certificates.ts';
import { QUALIFICATION_DICTS } from './dict-data-qualification.ts';
import { qualificationStandardRows } from './qualification-standards.ts';

describe('demo certificates', () => {
  const nodes = new Set(qualificationStandardRows().map((r) => `${r.category}/${r.code}/${r.subcode ?? ''}`));
  const values = (type: string) => QUALIFICATION_DICTS.find((d) => d.dictType === type)!.items.map((i) => i.value);

  it('are valid certificate input with distinct numbers', () => {
    for (const cert of DEMO_CERTIFICATES) expect(certificateInputSchema.safeParse(cert).success, cert.certNo).toBe(true);
    expect(new Set(DEMO_CERTIFICATES.map((c) => c.certNo)).size).toBe(5);
  });

  it('use nodes of the qualification-standard tree and dictionary values', () => {
    for (const cert of DEMO_CERTIFICATES) {
      expect(values('certificate_type')).toContain(cert.certType);
      expect(cert.items.length).toBeGreaterThan(0);
      for (const item of cert.items) {
        expect(nodes.has(`${item.category}/${item.typeCode}/`), item.itemName).toBe(true);
        expect(nodes.has(`${item.category}/${item.typeCode}/${item.subCode ?? ''}`), item.itemName).toBe(true);
        expect(values('qualification_grade')).toContain(item.gradeCode);
      }
    }
  });
});
