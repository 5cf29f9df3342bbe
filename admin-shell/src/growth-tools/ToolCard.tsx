import { useId } from 'react';
import type { GrowthTool } from './tools';
import { ToolLink } from './ToolLink';

/** One growth tool: a plugin with its button, or a link (Learn More, Read This Guide). */
export function ToolCard({ tool, featured = false }: { tool: GrowthTool; featured?: boolean }) {
  const titleId = useId();
  const buttonClass = tool.type === 'plugin' || featured ? 'button button-primary' : 'button';
  return (
    <article className={`growth-card${featured ? ' growth-card-featured' : ''}`} aria-labelledby={titleId}>
      <span className="growth-card-icon" aria-hidden="true">
        {tool.icon}
      </span>
      <div className="growth-card-body">
        <h3 id={titleId}>{tool.title}</h3>
        <p>{tool.description}</p>
      </div>
      <ToolLink url={tool.url} className={buttonClass}>
        {tool.buttonText}
      </ToolLink>
    </article>
  );
}
