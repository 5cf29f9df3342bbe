import { useTier } from '../upgrade/useTier';
import { featuredTool } from './featured';
import { GrowthSection } from './GrowthSection';
import { SectionNav } from './SectionNav';
import { GROWTH_STRINGS as S } from './strings';
import { ToolCard } from './ToolCard';
import { SECTIONS } from './tools';
import './growth-tools.css';

/** `/growth-tools` (spec 002 §2.8): the featured tool for this license, then tools by goal. */
export default function GrowthToolsScreen() {
  const tier = useTier();
  return (
    <div className="growth-screen">
      <title>{`${S.heading} ‹ Hearken`}</title>
      <h1>{S.heading}</h1>
      <p>{S.intro}</p>
      <SectionNav />
      <GrowthSection id="featured" title={S.sections.featured}>
        {tier ? <ToolCard tool={featuredTool(tier)} featured /> : <p role="status">{S.loading}</p>}
      </GrowthSection>
      {SECTIONS.map((section) => (
        <GrowthSection key={section.id} id={section.id} title={section.title}>
          <ul className="growth-list">
            {section.tools.map((tool) => (
              <li key={tool.title}>
                <ToolCard tool={tool} />
              </li>
            ))}
          </ul>
        </GrowthSection>
      ))}
    </div>
  );
}
