/** A client the form accepts, as a user types it (label -> value). */
export const GOOD_CLIENT = {
  'Client name': 'Harmattan Breweries',
  'Client representative': 'Bola Ige',
  'Email address': 'finance@harmattan.ng',
  'Phone number': '+234 803 555 0101',
  Industry: 'Beverages',
  Designation: 'Finance Director',
  Services: 'Tax filing',
  Address: '14 Ozumba Mbadiwe Avenue, Lagos',
};
