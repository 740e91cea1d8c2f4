export { Card, CardContent, CardDescription, CardHeader, CardTitle } from './styled';
