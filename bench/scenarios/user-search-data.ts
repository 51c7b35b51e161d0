// The people the user-search scenario seeds and the keywords it searches for. Names are listed most
// common first: the seed draws low positions more often, as real name frequencies do.

const words = (text: string) => text.trim().split(/\s+/);

/** 200 first names, most common first. */
export const FIRST_NAMES = words(`
  James Maria John Mary Mohammed Michael Jennifer David Linda Robert Sofia Patricia William Elizabeth Wei
  Richard Anna Joseph Fatima Thomas Sarah Daniel Jessica Charles Emma Christopher Olivia Ahmed Laura
  Matthew Lucas Ana Anthony Karen Mark Nancy Carlos Lisa Juan Emily Paul Camila Steven Aisha Andrew
  Sandra Kenneth Ashley Joshua Michelle Kevin Amanda Brian Melissa George Stephanie Luis Rebecca Edward
  Isabella Ryan Nicole Jacob Valentina Gary Amy Nicholas Angela Eric Hannah Jonathan Rachel Stephen
  Chloe Larry Samantha Justin Katherine Scott Christine Brandon Rafael Ines Benjamin Lucia Samuel
  Priya Gregory Mei Alexander Yuki Frank Elena Patrick Julia Raymond Catherine Jack Olga Dennis Leila
  Diego Mariana Jerry Marie Tyler Natalia Aaron Hiroshi Jose Fernanda Adam Camille Henry Amara Nathan
  Giulia Douglas Chiara Zachary Ingrid Peter Astrid Kyle Zainab Noah Ananya Ethan Francesca Jeremy
  Beatriz Walter Carmen Christian Sara Keith Marta Roger Claire Terry Amelie Austin Lena Sean Freya
  Gerald Nora Carl Maja Harold Zofia Dylan Agnieszka Arthur Anastasia Lawrence Selin Jordan Elif Jesse
  Ngozi Bryan Hana Billy Seo-yeon Bruce Mathilde Gabriel Leonie Joe Manon Logan Ivan Marco Liam Omar
  Arjun Mateo Pierre Hugo Luca Lars Dmitri Kwame Tariq Yusuf Emre Joao Felix Jonas Oskar Piotr Victoria
  Daniela Alejandro Sophie Tomas Jin Ravi Nadia
`);

/** 300 last names, most common first. */
export const LAST_NAMES = words(`
  Smith Garcia Johnson Wang Rodriguez Williams Li Brown Martinez Jones Nguyen Miller Hernandez Kim
  Davis Lopez Zhang Wilson Gonzalez Patel Anderson Singh Taylor Perez Thomas Muller Moore Sanchez
  Jackson Rossi Martin Silva Lee Kumar Thompson Ramirez White Khan Harris Chen Clark Ali Lewis Torres
  Robinson Liu Walker Flores Young Yilmaz Allen Santos King Ivanov Wright Dupont Scott Rivera Green
  Schmidt Adams Yang Baker Gomez Nelson Tanaka Hall Diaz Campbell Huang Mitchell Reyes Carter Cruz
  Roberts Schneider Phillips Morales Evans Sato Turner Ortiz Parker Park Collins Gutierrez Edwards
  Fischer Stewart Ramos Morris Zhao Murphy Suzuki Cook Chavez Rogers Kowalski Morgan Mendoza Cooper
  Ruiz Peterson Weber Bailey Alvarez Reed Wu Kelly Castillo Howard Hassan Cox Jimenez Ward Sharma
  Richardson Moreno Watson Romero Brooks Takahashi Wood Herrera Bennett Medina Gray Ahmed Hughes
  Aguilar Price Vargas Sanders Castro Myers Becker Long Fernandez Ross Guzman Foster Zhou Powell
  Mendez Jenkins Oliveira Perry Munoz Russell Nowak Sullivan Salazar Bell Dubois Coleman Gupta Butler
  Hussain Henderson Popov Barnes Soto Fisher Xu Simmons Rahman Jordan Delgado Patterson Ibrahim
  Hamilton Contreras Graham Vasquez Reynolds Watanabe Griffin Sandoval Wallace Pereira West Ferrari
  Cole Esposito Hayes Bianchi Bryant Romano Gibson Colombo Ellis Ricci Stevens Marino Murray Greco
  Ford Bruno Marshall Gallo Owens Conti McDonald Costa Harrison Ribeiro Kennedy Almeida Wells
  Carvalho Henry Ferreira Freeman Gomes Webb Martins Tucker Jansen Burns Bakker Crawford Visser Olson
  Larsen Simpson Nielsen Porter Andersen Hunter Pedersen Gordon Johansson Shaw Karlsson Snyder
  Nilsson Mason Eriksson Dixon Lindberg Hunt Virtanen Hicks Korhonen Holmes Kaya Palmer Demir Wagner
  Sahin Black Celik Robertson Ozturk Boyd Sun Rose Ma Stone Zhu Fox Hu Warren Guo Mills Yamamoto Meyer
  Nakamura Rice Kobayashi Daniels Choi Ferguson Jung Nichols Kang Stephens Cho Weaver Mehta Gardner
  Reddy Payne Shah Grant Haddad Dunn Okafor Spencer Mensah Hawkins Okonkwo Arnold Adeyemi Pierce
  Mwangi Hansen Moreau Laurent Sokolov
`);

/**
 * What the load searches for, in turn: full names, first or last names alone, parts of names, typos
 * (swapped or dropped letters, as people type them), other casing, and names nobody has.
 */
export const KEYWORDS = [
  "Jonh Smiht",
  "Maria Garcia",
  "James",
  "Smith",
  "Mohamed Ali",
  "Jennifer Lopez",
  "Wei Wang",
  "Micheal Johnson",
  "Sofia Rossi",
  "Nguyen",
  "Patel",
  "david kim",
  "Elizabeth Tayler",
  "Kumar",
  "Anna Muller",
  "Hernandez",
  "Fatima Khan",
  "Rodriguez",
  "Christoper",
  "Priya Sharma",
  "Chen",
  "Olivia Martin",
  "Lucas Silva",
  "Schmidt",
  "Stephanie",
  "Yuki Tanaka",
  "Isabela Gonzales",
  "Thompson",
  "Andersen",
  "Kowalsky",
  "Camille Dubois",
  "Giulia Bianchi",
  "mar",
  "Alexandr Ivanov",
  "Dmitri Sokolov",
  "Hiroshi Sato",
  "Ines Santos",
  "Jonathan Reyes",
  "Amara Okafor",
  "Rebeca Mitchell",
  "Kwame Mensah",
  "Larsen",
  "Omar Haddad",
  "Beatriz Oliveira",
  "Zebulon Quill",
  "Xiomara Thistlewood",
  "Ahmed Hassan",
  "Brandon",
  "Lena Weber",
  "Okonkwo",
];
