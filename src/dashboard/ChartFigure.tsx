import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useId, useState, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { ChartTable, type ChartTableProps } from './ChartTable';

export const chartHeight = 320;

/** A chart with its title and description, named by them for assistive technology. */
export const ChartFigure = ({
  title,
  description,
  children,
  table,
}: {
  title: string;
  description: string;
  children: ReactNode;
  /** The same figures as a table, behind a toggle. */
  table?: Omit<ChartTableProps, 'label'>;
}) => {
  const translate = useTranslate();
  const titleId = useId();
  const descriptionId = useId();
  const tableId = useId();
  const [showTable, setShowTable] = useState(false);
  return (
    <Card
      variant="outlined"
      component="figure"
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      sx={{ m: 0 }}
    >
      <CardContent>
        <Typography variant="subtitle1" component="h3" id={titleId}>
          {title}
        </Typography>
        <Typography variant="body2" color="text.secondary" id={descriptionId}>
          {description}
        </Typography>
        {/* The drawing says nothing a screen reader can use: the caption and the table do. */}
        <div aria-hidden="true">{children}</div>
        {table && (
          <>
            <Button
              size="small"
              aria-expanded={showTable}
              aria-controls={tableId}
              onClick={() => setShowTable((shown) => !shown)}
            >
              {translate(showTable ? 'kago.dashboard.showChart' : 'kago.dashboard.showTable')}
            </Button>
            <div id={tableId} hidden={!showTable}>
              <ChartTable label={title} {...table} />
            </div>
          </>
        )}
      </CardContent>
    </Card>
  );
};
