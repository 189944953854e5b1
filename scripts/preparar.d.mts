export const ROOT: string;
export function dependenciasEmDia(raiz?: string): boolean;
export function prepararDependencias(): boolean;
export function appEmDia(raiz?: string): boolean;
export function prepararApp(): boolean;
export function apiEmDia(raiz?: string): boolean;
export function prepararApi(): boolean;
