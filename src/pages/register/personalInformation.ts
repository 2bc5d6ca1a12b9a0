// The Personal Information step of the registration prototype: its fields and their options (SPEC 2).

export const sexOptions = ['Male', 'Female'];
export const casteCategoryOptions = ['General', 'OBC', 'SC', 'ST'];
export const religionOptions = ['Hindu', 'Muslim', 'Christian', 'Others'];
export const fatherQualificationOptions = ['10th Pass', '12th Pass', 'Graduation', 'Others'];

export interface PersonalInformation {
  firstName: string;
  lastName: string;
  age: string;
  dateOfBirth: Date | null;
  email: string;
  sex: string;
  casteCategory: string;
  aadhaarNumber: string;
  fatherName: string;
  fatherAadhaarNumber: string;
  religion: string;
  fatherQualification: string;
  stateId: string;
  districtId: string;
}

export const emptyPersonalInformation: PersonalInformation = {
  firstName: '',
  lastName: '',
  age: '',
  dateOfBirth: null,
  email: '',
  sex: '',
  casteCategory: '',
  aadhaarNumber: '',
  fatherName: '',
  fatherAadhaarNumber: '',
  religion: '',
  fatherQualification: '',
  stateId: '',
  districtId: '',
};
