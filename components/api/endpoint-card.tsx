import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { mediaTypes, type ApiEndpoint } from '@/lib/api/openapi';

export interface EndpointLabels {
  parameters: string;
  noParameters: string;
  required: string;
  optional: string;
  inPath: string;
  inQuery: string;
  oneOf: string;
  default: string;
  returns: string;
  example: string;
}

interface EndpointCardProps {
  endpoint: ApiEndpoint;
  /** Translated one-line summary. */
  summary: string;
  /** Translated description of each parameter, by name. */
  parameterText: Record<string, string>;
  /** Translated cache lifetime, e.g. 'Cached for up to 5 minutes.' */
  cache: string;
  labels: EndpointLabels;
}

/** Inline code on the API page. */
export const codeClass = 'rounded bg-muted px-1.5 py-0.5 font-mono text-[0.85em]';

/** One operation of the public API: method and path, summary, parameters and a live example. */
export function EndpointCard({
  endpoint,
  summary,
  parameterText,
  cache,
  labels,
}: EndpointCardProps) {
  const headingId = `${endpoint.operationId}-title`;
  return (
    <Card
      id={endpoint.operationId}
      className="flex min-w-0 scroll-mt-24 flex-col"
      aria-labelledby={headingId}
      as="article"
    >
      <CardHeader>
        <CardTitle id={headingId} size="base" className="flex flex-wrap items-center gap-2">
          <Badge variant="secondary" className="font-mono">
            GET
          </Badge>{' '}
          <code className="font-mono text-sm break-all">{endpoint.path}</code>
        </CardTitle>
        <CardDescription>{summary}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-1 flex-col gap-4 text-sm">
        <div className="space-y-2">
          <h4 className="font-medium">{labels.parameters}</h4>
          {endpoint.parameters.length === 0 ? (
            <p className="text-muted-foreground">{labels.noParameters}</p>
          ) : (
            <dl className="space-y-3">
              {endpoint.parameters.map((parameter) => {
                const values = Array.isArray(parameter.schema.enum)
                  ? (parameter.schema.enum as string[])
                  : null;
                const fallback = parameter.schema.default;
                return (
                  <div key={parameter.name}>
                    <dt className="flex flex-wrap items-center gap-2">
                      <code className={`${codeClass} font-semibold`}>{parameter.name}</code>
                      <Badge variant={parameter.required ? 'secondary' : 'outline'}>
                        {parameter.required ? labels.required : labels.optional}
                      </Badge>
                      <span className="text-muted-foreground text-xs">
                        {parameter.in === 'path' ? labels.inPath : labels.inQuery}
                      </span>
                    </dt>
                    <dd className="text-muted-foreground mt-1 space-y-1">
                      <p>{parameterText[parameter.name]}</p>
                      {values ? (
                        <p>
                          {labels.oneOf}:{' '}
                          {values.map((value, i) => (
                            <span key={value}>
                              {i > 0 ? ', ' : null}
                              <code className={codeClass}>{value}</code>
                            </span>
                          ))}
                        </p>
                      ) : null}
                      {typeof fallback === 'string' ? (
                        <p>
                          {labels.default}: <code className={codeClass}>{fallback}</code>
                        </p>
                      ) : null}
                    </dd>
                  </div>
                );
              })}
            </dl>
          )}
        </div>
        <div className="space-y-1">
          <h4 className="font-medium">{labels.returns}</h4>
          <p className="flex flex-wrap gap-2">
            {mediaTypes(endpoint.ok).map((type) => (
              <code key={type} className={codeClass}>
                {type}
              </code>
            ))}
          </p>
          <p className="text-muted-foreground">{cache}</p>
        </div>
        <div className="mt-auto space-y-1">
          <h4 className="font-medium">{labels.example}</h4>
          <a
            href={endpoint.example}
            className="text-primary block font-mono text-xs break-all underline-offset-4 hover:underline"
          >
            {endpoint.example}
          </a>
        </div>
      </CardContent>
    </Card>
  );
}
