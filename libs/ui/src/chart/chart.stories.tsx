import type { Meta, StoryObj } from '@storybook/react-vite';
import { Chart } from './chart';
import { ChartDataTable } from './chart-data-table';
import { radarOption, ratingBarOption } from './chart-options';

const labels = ['Clarity', 'Finance', 'Roadmap', 'Time', 'Resources', 'Support', 'Flexibility', 'Goals', 'Commitment', 'Feedback'];
const values = [4, 2, 3, 5, 1, 4, 3, 5, 4, 2];
const profile = ['Openness', 'Resilience', 'Creativity', 'Leadership', 'Adaptability'];

const meta = {
  title: 'Data display/Chart',
  component: Chart,
  args: {
    option: ratingBarOption({ labels: labels.slice(0, 5), values: values.slice(0, 5) }),
    height: 300,
    ariaLabel: 'Bar chart of your ratings from 0 to 5',
    textAlternative: <ChartDataTable caption="Your ratings" labels={labels.slice(0, 5)} series={[{ name: 'Rating', values: values.slice(0, 5) }]} />,
  },
} satisfies Meta<typeof Chart>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 'var(--space-10)', maxWidth: '40rem' }}>
      <Chart
        option={ratingBarOption({ labels, values })}
        height={500}
        ariaLabel="Bar chart of all ten ratings"
        alternativeOpen
        textAlternative={<ChartDataTable caption="All ratings" labels={labels} series={[{ name: 'Rating', values }]} />}
      />
      <Chart
        option={radarOption({
          labels: profile,
          series: [
            { name: 'You', values: [4, 3, 5, 2, 4] },
            { name: 'Target role', values: [3, 4, 4, 4, 5] },
          ],
        })}
        height={360}
        ariaLabel="Radar chart comparing your profile with the target role"
        textAlternative={
          <ChartDataTable
            caption="Profile"
            labels={profile}
            series={[
              { name: 'You', values: [4, 3, 5, 2, 4] },
              { name: 'Target role', values: [3, 4, 4, 4, 5] },
            ]}
          />
        }
      />
    </div>
  ),
};
