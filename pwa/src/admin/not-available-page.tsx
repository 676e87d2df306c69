import { useT } from '../i18n';

/** Admin screens of the spec that this release does not build yet: said plainly, with no stand-in data. */
export function NotAvailablePage({ title }: { title: string }) {
  const t = useT();
  // The title is a catalog key (admin-routes) or, from older callers, the English title itself.
  const name = title.includes('.') ? t(title) : title;
  return (
    <section className="page narrow">
      <h1 className="page-title">{name}</h1>
      <div className="card admin-not-available">
        <p>{t('admin-common.notAvailable.text', { title: name })}</p>
        <p className="muted">{t('admin-common.notAvailable.hint')}</p>
      </div>
    </section>
  );
}
