/** Texts of the company pages. */
export const company = {
  title: 'Companies',
  companies: 'Companies in this simulation',
  company: 'Company',
  team: 'Team',
  status: 'Status',
  members: 'Members',
  brands: 'Brands',
  brand: '{name} (models: {count})',
  noBrands: 'None yet',
  statuses: {
    active: 'Active',
    bankrupt: 'Bankrupt',
  },
  yours: 'Your company',
  publicNote: 'A brand appears here once the round it was launched in has been resolved, and its models are counted the same way.',
  noTeam: 'Join a team to see the companies in this simulation.',
  own: {
    title: 'Your company',
    name: 'Company name',
    teamName: 'Run by team {team}',
    rename: 'Rename the company',
    renamed: 'The company has been renamed.',
    hint: 'Company names are unique in this simulation. Your instructor may not allow teams to rename their company.',
    notRunning: 'The company can be renamed while a round is running.',
    bankrupt: 'A bankrupt company can no longer be renamed.',
  },
};
