/**
 * The staff who write the articles under app/content/articles. Each article's
 * front matter names its author by `slug`.
 */

export type Author = {
  /** The lowercased, hyphenated name; articles refer to it. */
  slug: string
  name: string
  role: string
  /** Two or three sentences. */
  bio: string
  expertise: string[]
  certifications: string[]
  email: string
  linkedin: string
  avatarInitials: string
}

export const authors: Author[] = [
  {
    slug: 'caleb-ashford',
    name: 'Caleb Ashford',
    role: 'Founder & Lead Installer',
    bio: 'Caleb spent more than a decade grinding, repairing, and coating concrete for contractors across Metro Atlanta before founding Refined Resin in Buford. He leads every residential crew and still hand-works most of the metallic pours himself. His rule on every job: read the slab before quoting it.',
    expertise: [
      'Surface preparation and diamond grinding',
      'Metallic epoxy design',
      'Garage flake systems',
      'Crack and joint repair',
    ],
    certifications: [
      'ICRI Concrete Surface Repair Technician',
      'OSHA 30-Hour Construction',
      'ACI Concrete Flatwork Finisher',
    ],
    email: 'caleb@refinedresin.example',
    linkedin: 'https://www.linkedin.com/in/caleb-ashford-refinedresin',
    avatarInitials: 'CA',
  },
  {
    slug: 'renee-okafor',
    name: 'Renee Okafor',
    role: 'Technical Director',
    bio: 'Renee came to Refined Resin from the protective coatings industry, where she worked as a coatings inspector on commercial and industrial projects throughout the Southeast. She runs the moisture testing, product selection, and quality checks behind every floor the company installs.',
    expertise: [
      'Coatings chemistry',
      'Concrete moisture testing',
      'Product and system selection',
      'Failure analysis',
      'Quality control',
    ],
    certifications: [
      'SSPC Protective Coatings Specialist',
      'ICRI Concrete Slab Moisture Testing Technician',
      'AMPP Certified Coating Inspector Level 1',
    ],
    email: 'renee@refinedresin.example',
    linkedin: 'https://www.linkedin.com/in/renee-okafor-coatings',
    avatarInitials: 'RO',
  },
  {
    slug: 'jordan-pruitt',
    name: 'Jordan Pruitt',
    role: 'Commercial Projects Manager',
    bio: 'Jordan managed warehouse, retail, and food-service flooring projects around Gwinnett and Hall counties before joining Refined Resin. He writes the specs, phases the schedules, and makes sure a commercial client never has to close longer than planned.',
    expertise: [
      'Commercial and industrial floor systems',
      'Project phasing and scheduling',
      'Specification writing',
      'Jobsite safety',
    ],
    certifications: [
      'OSHA 30-Hour Construction',
      'ACI Concrete Field Testing Technician – Grade I',
      'PMI Certified Associate in Project Management (CAPM)',
    ],
    email: 'jordan@refinedresin.example',
    linkedin: 'https://www.linkedin.com/in/jordan-pruitt-floors',
    avatarInitials: 'JP',
  },
]
