import type { SchemaObject } from '../../../shapes/schema-object.js';

export type { SchemaObject };

/** The parts of an OpenAPI 3.1 document we build. */

export interface ParameterObject {
  name: string;
  in: 'path' | 'query' | 'header';
  required?: boolean;
  description?: string;
  schema: SchemaObject;
  example?: unknown;
}

/** A body of one content type: its schema and an example of it. */
export interface MediaTypeObject {
  schema: SchemaObject;
  example?: unknown;
}

export interface ResponseObject {
  description: string;
  headers?: Record<string, { description?: string; schema: SchemaObject; example?: unknown }>;
  content?: Record<string, MediaTypeObject>;
}

export interface OperationObject {
  operationId: string;
  tags: string[];
  summary: string;
  description?: string;
  security?: Record<string, string[]>[];
  parameters?: ParameterObject[];
  requestBody?: { required?: boolean; description?: string; content: Record<string, MediaTypeObject> };
  responses: Record<string, ResponseObject>;
}

export type PathItem = Partial<Record<'get' | 'head' | 'post' | 'put' | 'patch' | 'delete' | 'options', OperationObject>>;

export interface OpenApiDocument {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string };
  servers: { url: string }[];
  tags: { name: string; description: string }[];
  paths: Record<string, PathItem>;
  components: { schemas: Record<string, SchemaObject>; securitySchemes: Record<string, unknown> };
}
