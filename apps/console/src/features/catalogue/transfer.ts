/**
 * A file goes in after a dry run of that very file, for that warehouse, found no error: what the
 * staff member saw checked is what is imported.
 */
export interface Checked {
  file: string;
  warehouseId: number | null;
  errors: number;
}

export const canImport = (checked: Checked | null, file: string | null, warehouseId: number | null) =>
  checked !== null &&
  file !== null &&
  checked.file === file &&
  checked.warehouseId === warehouseId &&
  checked.errors === 0;

/** Saves text as a file the browser downloads (a spreadsheet opens it). */
export function download(fileName: string, text: string, type = 'text/csv;charset=utf-8') {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(url);
}
