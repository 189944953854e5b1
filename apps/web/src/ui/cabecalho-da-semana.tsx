import { DIAS_DA_SEMANA, DIAS_DA_SEMANA_CURTOS } from '@portal/core';

/** A month table's head row: the weekdays, Sunday first, short on screen and in full for a screen reader. */
export function CabecalhoDaSemana() {
  return (
    <thead>
      <tr>
        {DIAS_DA_SEMANA_CURTOS.map((curto, i) => (
          <th key={curto} scope="col">
            <abbr title={DIAS_DA_SEMANA[i]}>{curto}</abbr>
          </th>
        ))}
      </tr>
    </thead>
  );
}
