import type { Forecast } from '@q/schemas/executive';
import { CardContent, formatMoney, formatShare, formatSignedPercent, LineChart } from '@q/ui';
import { Widget } from '../../lib/widget';
import { forecastOutlook, forecastSummary } from './forecast-rules';
import * as S from './styled';

/** The 90-Day Forecast: recent months, the projection with its range, and the outlook. */
export function RevenueForecast({ forecast }: { forecast: Forecast }) {
  const outlook = forecastOutlook(forecast.points);
  return (
    <Widget
      titleId="forecast-title"
      title="90-Day Forecast"
      description={`${forecast.metric}, recorded and projected.`}
      source="your finance system and CRM"
    >
      <CardContent>
        <S.Stats>
          <div>
            <dt>Next 90 days</dt>
            <dd>{formatMoney(outlook.projected)}</dd>
          </div>
          <div>
            <dt>vs last 90 days</dt>
            <dd>{formatSignedPercent(outlook.changePercent)}</dd>
          </div>
          <div>
            <dt>Confidence</dt>
            <dd>{formatShare(forecast.confidence)}</dd>
          </div>
        </S.Stats>
        <LineChart
          title={`${forecast.metric}, recorded and projected`}
          summary={forecastSummary(forecast)}
          labelHeader="Month"
          labels={forecast.points.map((point) => point.label)}
          series={[
            {
              label: 'Actual',
              values: forecast.points.map((point) => point.actual),
              tone: 'primary',
            },
            {
              label: 'Forecast',
              values: forecast.points.map((point) => point.forecast),
              tone: 'info',
              isDashed: true,
            },
          ]}
          band={{
            label: 'Forecast range',
            low: forecast.points.map((point) => point.low),
            high: forecast.points.map((point) => point.high),
            tone: 'info',
          }}
          formatValue={formatMoney}
        />
        <S.Driver>Main driver: {forecast.driver}.</S.Driver>
      </CardContent>
    </Widget>
  );
}
