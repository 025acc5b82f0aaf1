/**
 * An item's form checked by the service's own rules (DocumentFormSchema) before anything is sent, and errors,
 * from that check or from a 422, placed on the item's fields or, for parts without a field, on the item itself.
 */
import { omittedFrom, type FieldErrors } from '../../api/errors.js';
import { DocumentFormSchema } from '../../api/partner-schemas.js';
import { validate, type ValidationResult } from '../../api/validation.js';
import { ruleMessage } from '../../i18n/rules.js';
import type { Lang } from '../../i18n/translate.js';
import { placeErrors as split } from '../../ui/form-errors.js';
import { ITEM_FIELDS, type ItemField, type UploadItem } from './upload-item.js';

export function checkItem(item: UploadItem, worksiteOperationId: number, lang: Lang): ValidationResult<typeof DocumentFormSchema._zod.output> {
  const form = {
    type_id: item.typeId === '' ? undefined : Number(item.typeId),
    worksite_operation_id: worksiteOperationId,
    name: item.name,
    notes: item.notes || undefined,
    url: item.file ? undefined : item.url,
    file: item.file,
  };
  return validate(DocumentFormSchema, form, lang);
}

/** A link's address checked by the same rule as the form part (http(s), length), before it becomes an item. */
export function linkErrors(url: string, lang: Lang): string[] {
  if (!url) return [ruleMessage(lang, 'required')];
  const checked = validate(DocumentFormSchema.shape.url, url, lang);
  return checked.ok ? [] : Object.values(checked.fieldErrors).flat();
}

const hasField = (item: UploadItem, key: string): key is ItemField =>
  (ITEM_FIELDS as readonly string[]).includes(key) && (key !== 'url' || !item.file);

/** Each field gets its messages; the others (file, operation...) become the item's own, after `overview`. */
export function placeErrors(item: UploadItem, fieldErrors: FieldErrors, overview?: string): void {
  const { onFields, elsewhere } = split(fieldErrors, (key) => hasField(item, key));
  const own = Object.values(elsewhere).flat();
  // The service's overview first, unless it says what a message already says.
  if (overview && own.length && !own.includes(overview) && !Object.values(onFields).flat().includes(overview)) own.unshift(overview);
  item.fieldErrors = onFields;
  item.messages = own;
  item.omitted = omittedFrom(elsewhere);
}

/** Where focus goes after a failed send: the item's messages when some have no field, else the first invalid field. */
export function firstErrorTarget(item: UploadItem): ItemField | 'errors' | 'state' {
  if (item.messages.length || item.omitted) return 'errors';
  const order: ItemField[] = ['url', 'name', 'type_id', 'notes'];
  return order.find((key) => item.fieldErrors[key]?.length) ?? 'state';
}
