import { IsIn, IsString, MaxLength } from 'class-validator';
import { VISIBILITIES, type MemberRole, type Visibility } from '../../../../../domain/itinerary/types.js';
import { CheckedElsewhere, IsNotBlank, LIMITS, Optional, Required } from '../../../shapes/decorators.js';

const MEMBER_ROLES: readonly MemberRole[] = ['editor', 'viewer'];
const roleMessage = { message: `must be one of: ${MEMBER_ROLES.join(', ')}` };

/** POST .../members: an account by email or by id (exactly one: memberReference), and its role. */
@CheckedElsewhere({ oneOf: [{ required: ['email'] }, { required: ['userId'] }] })
export class AddMemberDto {
  @Optional(IsString(), IsNotBlank(), MaxLength(LIMITS.shortText)) email?: string | null;
  @Optional(IsString(), IsNotBlank(), MaxLength(LIMITS.shortText)) userId?: string | null;
  @Required(IsIn(MEMBER_ROLES, roleMessage)) role!: MemberRole;
}

/** PATCH .../member/{userId}. */
export class MemberRoleDto {
  @Required(IsIn(MEMBER_ROLES, roleMessage)) role!: MemberRole;
}

/** PUT .../visibility. */
export class VisibilityDto {
  @Required(IsIn(VISIBILITIES, { message: `must be one of: ${VISIBILITIES.join(', ')}` })) visibility!: Visibility;
}
