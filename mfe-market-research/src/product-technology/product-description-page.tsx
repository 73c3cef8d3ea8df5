import { Card, Muted, Spinner, Table, useT } from '@simbiz/ui';
import { textIn, useApi, useParams } from '@simbiz/web-kit';
import { PageTitle } from '@simbiz/web-kit/src/help-link';
import { useWorldResources } from '@simbiz/web-kit/src/area-reads';
import { SectionTabs } from '../common/section-tabs';
import { unsupportedPairs } from './product-description';

/**
 * Product technology, product description (section 2): what a backpack is made of in this world —
 * the categories and the attributes each has, every attribute's unit and grades, the value
 * propositions a model may claim, and the combinations no model may have. Fixed by the screenplay.
 */
export function ProductDescriptionPage() {
  const { t, language } = useT('marketResearch');
  const { worldId = '' } = useParams();
  const world = useWorldResources(useApi(), worldId);
  if (!world) return <Spinner label={t('loading')} />;
  const { categories, attributes, valuePropositions } = world.resources;
  const name = (id: string) => textIn(attributes.find((a) => a.id === id)?.name, language);
  const pairs = unsupportedPairs(attributes);
  return (
    <div>
      <PageTitle help="attributes">{t('productTechnology.title')}</PageTitle>
      <SectionTabs section="product-technology" />
      <Muted>{t('productDescription.intro')}</Muted>
      <Card data-testid="categories">
        <h2>{t('productDescription.categories')}</h2>
        <Table wrapOnPhone>
          <thead>
            <tr>
              <th scope="col">{t('productDescription.category')}</th>
              <th scope="col">{t('productDescription.attributes')}</th>
              <th scope="col">{t('productDescription.packageVolume')}</th>
            </tr>
          </thead>
          <tbody>
            {categories.map((c) => (
              <tr key={c.id}>
                <th scope="row">{textIn(c.name, language)}</th>
                <td>{c.attributeIds.map(name).join(t('productDescription.listSeparator'))}</td>
                <td>{t('productDescription.volume', { value: new Intl.NumberFormat(language, { maximumFractionDigits: 3 }).format(c.packageVolumeM3) })}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      </Card>
      <Card data-testid="attributes">
        <h2>{t('productDescription.attributesTitle')}</h2>
        <Table wrapOnPhone>
          <thead>
            <tr>
              <th scope="col">{t('productDescription.attribute')}</th>
              <th scope="col">{t('productDescription.unit')}</th>
              <th scope="col">{t('productDescription.grades')}</th>
              <th scope="col">{t('productDescription.startingGrade')}</th>
            </tr>
          </thead>
          <tbody>
            {attributes.map((a) => (
              <tr key={a.id}>
                <th scope="row">{textIn(a.name, language)}</th>
                <td>{t(`units.${a.unit}`)}</td>
                <td>{t('productDescription.gradeRange', { min: a.gradeMin, max: a.gradeMax })}</td>
                <td>{t('productDescription.grade', { value: a.startingGrade })}</td>
              </tr>
            ))}
          </tbody>
        </Table>
        <h3 style={{ marginTop: '1.2rem' }}>{t('productDescription.unsupported')}</h3>
        {pairs.length === 0 ? (
          <Muted>{t('productDescription.allCombine')}</Muted>
        ) : (
          <ul data-testid="unsupported">
            {pairs.map(([a, b]) => (
              <li key={`${a.id}|${b.id}`}>{t('productDescription.pair', { first: textIn(a.name, language), second: textIn(b.name, language) })}</li>
            ))}
          </ul>
        )}
      </Card>
      <Card data-testid="value-propositions">
        <h2>{t('productDescription.valuePropositions')}</h2>
        <Muted>{t('productDescription.valuePropositionsIntro')}</Muted>
        <dl>
          {valuePropositions.map((v) => (
            <div key={v.id}>
              <dt>
                <strong>{textIn(v.name, language)}</strong>
              </dt>
              <dd>{textIn(v.description, language)}</dd>
            </div>
          ))}
        </dl>
      </Card>
    </div>
  );
}
