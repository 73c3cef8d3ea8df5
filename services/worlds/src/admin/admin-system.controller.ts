import { Controller } from '@nestjs/common';

/** Placeholder: filled by issue 24's work. */
@Controller()
export class AdminSystemController {}
