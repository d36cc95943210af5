import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useLocale, useTranslate } from 'react-admin';
import { localizedValue } from '../../resources/types';
import type { CustomerInfo, StandardFee } from '../../dataProvider/customers';
import { useFormat } from '../kit/useFormat';
import { CountryFlag } from '../shell/flags/CountryFlag';
import { CustomerAvatar } from './CustomerAvatar';
import { customerFieldLabel as label } from './labels';
import { Fact, Facts, SectionTitle } from './Facts';
import { useDateTimeFormat, useMoneyFormat } from './formatting';
import { QueryState } from '../kit/QueryState';
import { useCustomerCall } from './useCustomerQuery';

const StandardFees = ({ fees }: { fees: readonly StandardFee[] }) => {
  const translate = useTranslate();
  const format = useFormat();
  if (fees.length === 0)
    return <Typography variant="body2">{translate('kago.customers.info.noFees')}</Typography>;
  return (
    <Table size="small" aria-label={translate(label('standardFees'))}>
      <TableHead>
        <TableRow>
          <TableCell>{translate('kago.customers.info.marketplace')}</TableCell>
          <TableCell align="right">{translate('kago.customers.info.paymentFee')}</TableCell>
          <TableCell align="right">{translate('kago.customers.info.serviceFee')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {fees.map((fee) => (
          <TableRow key={fee.marketplace}>
            <TableCell component="th" scope="row">
              {translate(`kago.customers.info.marketplaces.${fee.marketplace}`)}
            </TableCell>
            <TableCell align="right">{format.percent(fee.paymentFee)}</TableCell>
            <TableCell align="right">{format.percent(fee.serviceFee)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
};

/** Info tab: the profile (`GetCustomerProfile`), cash and standard fees (`GetCustomerInfo`). */
export const InfoTab = ({ customer }: { customer: CustomerInfo }) => {
  const translate = useTranslate();
  const money = useMoneyFormat();
  const dateTime = useDateTimeFormat();
  const format = useFormat();
  const locale = useLocale();
  const profile = useCustomerCall('getCustomerProfile', customer.id);
  return (
    <>
      <SectionTitle>kago.customers.info.profile</SectionTitle>
      <QueryState query={profile}>
        {(data) => {
          const person = { ...customer, ...data };
          return (
            <>
              <CustomerAvatar avatar={person.avatar} name={person.fullname} />
              <Facts>
                <Fact label={label('customerCode')}>{person.customerCode}</Fact>
                <Fact label={label('username')}>{person.username}</Fact>
                <Fact label={label('fullname')}>{person.fullname}</Fact>
                <Fact label={label('idName')}>{person.idName}</Fact>
                <Fact label={label('gender')}>
                  {person.gender && translate(`kago.customers.genders.${person.gender}`)}
                </Fact>
                <Fact label={label('birthday')}>{format.date(person.birthday)}</Fact>
                <Fact label={label('email')}>{person.email}</Fact>
                <Fact label={label('phone')}>{person.phone}</Fact>
                <Fact label={label('countryCode')}>
                  <CountryFlag code={person.countryCode} /> {person.countryCode}
                </Fact>
                <Fact label={label('idNumber')}>{person.idNumber}</Fact>
                <Fact label={label('idBirthday')}>{format.date(person.idBirthday)}</Fact>
                <Fact label={label('idIssuedDate')}>{format.date(person.idIssuedDate)}</Fact>
                <Fact label={label('idIssuedPlace')}>{person.idIssuedPlace}</Fact>
                <Fact label={label('idAddress')}>{person.idAddress}</Fact>
                <Fact label={label('permanentAddress')}>{person.permanentAddress}</Fact>
                <Fact label={label('transportCode')}>{person.transportCode}</Fact>
                <Fact label={label('group')}>
                  {person.group &&
                    translate(`kago.customers.customerGroups.${person.group}`, { _: person.group })}
                </Fact>
                <Fact label={label('accountId')}>{person.accountId}</Fact>
                <Fact label={label('levelName')}>
                  {String(localizedValue(person, 'levelName', locale) ?? '')}
                </Fact>
                <Fact label={label('supporterName')}>{person.supporterName}</Fact>
                <Fact label={label('careByName')}>{person.careByName}</Fact>
                <Fact label={label('createdDate')}>{dateTime(person.createdDate)}</Fact>
                <Fact label={label('codeCreatedDate')}>{dateTime(person.codeCreatedDate)}</Fact>
              </Facts>
            </>
          );
        }}
      </QueryState>
      <SectionTitle>kago.customers.info.cash</SectionTitle>
      <Facts>
        <Fact label={label('cashAvailable')}>{money(customer.cashAvailable)}</Fact>
        <Fact label={label('cashFrozen')}>{money(customer.cashFrozen)}</Fact>
      </Facts>
      <SectionTitle>{label('standardFees')}</SectionTitle>
      <StandardFees fees={customer.standardFees ?? []} />
    </>
  );
};
