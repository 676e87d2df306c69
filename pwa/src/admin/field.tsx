export { InputField, SelectField, TextAreaField } from '../components/field';
