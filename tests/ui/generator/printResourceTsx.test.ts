import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { auditLogSchema, permissionSchema, userSchema } from '../../../schemas/index.js';
import { printResourceTsx } from '../../../src/generator/index.js';

function syntaxErrors(source: string): string[] {
  const out = ts.transpileModule(source, {
    reportDiagnostics: true,
    compilerOptions: { jsx: ts.JsxEmit.ReactJSX, target: ts.ScriptTarget.ES2022 },
    fileName: 'x.tsx',
  });
  return (out.diagnostics ?? []).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
}

describe('printResourceTsx', () => {
  it('prints the permission screens as valid TSX with the same columns, filters and inputs', () => {
    const src = printResourceTsx(permissionSchema);
    expect(syntaxErrors(src)).toEqual([]);
    expect(src).toContain('import { ');
    expect(src).toContain("from 'react-admin';");
    expect(src).toContain('export const PermissionList = () => (');
    expect(src).toContain('export const PermissionCreate = () => (');
    expect(src).toContain('export const PermissionEdit = () => (');
    expect(src).toContain('export const PermissionShow = () => (');
    expect(src).toContain('<TextInput source="name" alwaysOn resettable />');
    expect(src).toContain('<DataTable.Col source="category">');
    expect(src).toContain(
      '<OptionsInput source="category" validate={[required("caretaker.generator.validation.required"), maxLength(100)]} url="/permission/config" />',
    );
    expect(src).toContain('<Edit redirect="list" mutationMode="pessimistic" transform={transform}>');
    expect(src).toContain('sort={{ field: "category", order: "ASC" }}');
    expect(src).toContain(
      'export default { list: PermissionList, create: PermissionCreate, edit: PermissionEdit, show: PermissionShow, recordRepresentation: "name" };',
    );
  });

  it('prints field conditions and reference inputs for users', () => {
    const src = printResourceTsx(userSchema);
    expect(syntaxErrors(src)).toEqual([]);
    expect(src).toContain(
      '<ShowWhen source="school_id" field="role_id" in={["OPERATIONS-MANAGER"]} via="slug" reference="settings/roles">',
    );
    expect(src).toContain('<ReferenceInput source="role_id" reference="settings/roles"');
    expect(src).toContain('email("caretaker.generator.validation.email")');
    expect(src).toMatch(/import \{[^}]*ShowWhen[^}]*\} from '..\/..\/src\/generator';/);
  });

  it('prints a read-only resource without create or edit', () => {
    const src = printResourceTsx(auditLogSchema);
    expect(syntaxErrors(src)).toEqual([]);
    expect(src).not.toContain('AuditLogCreate');
    expect(src).not.toContain('AuditLogEdit');
    expect(src).toContain('rowClick="show"');
    expect(src).not.toContain('<RowActions');
  });
});
