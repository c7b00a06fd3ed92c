export { ApiError, errorMessage, NetworkError } from './api-error';
export { api } from './client';
export { getFormKey, setFormKey } from './form-key';
