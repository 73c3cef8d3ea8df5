import type { MarketEnvironment } from '@simbiz/contracts';
import { Card, Muted, Table, useSmallScreen } from '@simbiz/ui';
import { Fragment, type ReactNode } from 'react';
import styled from 'styled-components';
import { Amount } from '../common/amount';

export type Service = MarketEnvironment['logisticsServices'][number];

/** What is shown of each service: its column's header (its label on a phone's card) and its cell. */
export interface ServiceFact {
  header: string;
  cell: (service: Service) => ReactNode;
  /** Prices: each line kept whole, right-aligned, in figures of one width. */
  amount?: boolean;
}

export interface LogisticsServicesProps {
  services: readonly Service[];
  /** The heading of the services' names. */
  nameHeader: string;
  name: (service: Service) => string;
  facts: readonly ServiceFact[];
  testId: string;
}

/** The lines of a cell that tells several things (a price per kg and per m³, the days on the road and to the bill). */
export function Lines({ lines }: { lines: readonly ReactNode[] }) {
  return (
    <>
      {lines.map((line, i) => (
        <div key={i}>{line}</div>
      ))}
    </>
  );
}

/** A short line of a cell that may wrap, kept whole ("4 days on the road"). */
export const Whole = styled.span`
  white-space: nowrap;
`;

/** The services as a table, or on a phone (below the `sm` breakpoint) as one card each. */
export function LogisticsServices(props: LogisticsServicesProps) {
  return useSmallScreen() ? <ServiceCards {...props} /> : <ServiceTable {...props} />;
}

/** A cell whose text may wrap, so the table keeps within the page's column instead of scrolling sideways. */
const Wrapping = styled.td`
  && {
    white-space: normal;
    min-width: 7rem;
  }
`;

/** A service's name, which may wrap too. */
const NameCell = styled.th`
  && {
    white-space: normal;
    min-width: 6rem;
  }
`;

function ServiceTable({ services, nameHeader, name, facts, testId }: LogisticsServicesProps) {
  return (
    <Table data-testid={testId}>
      <thead>
        <tr>
          <th scope="col">{nameHeader}</th>
          {facts.map((fact) => (
            <th key={fact.header} scope="col">
              {fact.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {services.map((s) => (
          <tr key={s.id}>
            <NameCell scope="row">{name(s)}</NameCell>
            {facts.map((fact) => {
              const Cell = fact.amount ? Amount : Wrapping;
              return <Cell key={fact.header}>{fact.cell(s)}</Cell>;
            })}
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

const CardList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`;

const ServiceCard = styled(Card)`
  padding: 0.75rem;
  margin-bottom: 0.75rem;
  overflow-wrap: anywhere;
  h3 {
    font-size: 1rem;
    margin-bottom: 0.5rem;
  }
  /* Labels as long as "One unit of each model" wrap in their two fifths rather than squeeze the values. */
  dl {
    display: grid;
    grid-template-columns: minmax(0, 2fr) minmax(0, 3fr);
    gap: 0.3rem 0.75rem;
    margin: 0;
  }
  dd {
    margin: 0;
  }
  ${Whole} {
    white-space: normal;
  }
`;

/** One card per service, as narrow as the phone: its name, then each fact as label and value. */
function ServiceCards({ services, name, facts, testId }: LogisticsServicesProps) {
  return (
    <CardList data-testid={testId}>
      {services.map((s) => (
        <ServiceCard as="li" key={s.id}>
          <h3>{name(s)}</h3>
          <dl>
            {facts.map((fact) => (
              <Fragment key={fact.header}>
                <Muted as="dt" style={{ margin: 0 }}>
                  {fact.header}
                </Muted>
                <dd>{fact.cell(s)}</dd>
              </Fragment>
            ))}
          </dl>
        </ServiceCard>
      ))}
    </CardList>
  );
}
