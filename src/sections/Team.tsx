// The team: one card per member with portrait, role, specialties, bio, achievements and contacts.
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import CardMedia from '@mui/material/CardMedia';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';
import LinkedIn from '@mui/icons-material/LinkedIn';
import MailOutlined from '@mui/icons-material/MailOutlined';
import { ActionButton } from '../components/ActionButton';
import { NOTICE_ATTRIBUTE } from '../startup/contract';
import { hiddenWithoutScript } from '../components/hiddenWithoutScript';
import { Section } from '../components/Section';
import { Tag } from '../components/Tag';
import { GroupTooltip } from '../controls/tooltips/GroupTooltip';
import { contactMemberAction, socialProfileAction } from '../content/actions';
import { home } from '../content/home';
import { team } from '../content/team';
import type { TeamMember } from '../content/types';

function SocialButton({ member }: { member: TeamMember }) {
  const action = socialProfileAction(member.name, member.socialNetwork);
  const label = home.team.socialName(member.name, member.socialNetwork);
  return (
    <GroupTooltip title={label}>
      <IconButton
        aria-label={label}
        color="primary"
        {...{ [NOTICE_ATTRIBUTE]: action.kind === 'notice' ? action.message : undefined }}
        sx={action.kind === 'notice' ? hiddenWithoutScript : undefined}
      >
        <LinkedIn aria-hidden="true" />
      </IconButton>
    </GroupTooltip>
  );
}

function MemberCard({ member }: { member: TeamMember }) {
  return (
    // Named by the member's name itself, not by the heading (aria-labelledby): Orca 43 takes an element that names
    // another for a hidden label when it is above the window's top, and Say All passes over it. The cards sit side by
    // side, so reading the end of one card finds the next card's heading scrolled out above (Chromium, "Daniel
    // Reyes": 2 of 4 runs skipped; its debug log: "Off-screen label cannot have caret context").
    <Card component="article" aria-label={member.name}>
      <CardMedia
        component="img"
        image={member.image.src}
        alt={member.image.alt}
        width={member.image.width}
        height={member.image.height}
        loading="lazy"
        sx={{ aspectRatio: '16 / 9', objectFit: 'cover', objectPosition: 'center 30%', height: 'auto' }}
      />
      <CardContent>
        {/* The role is the name's subtitle (an hgroup), not a heading of its own nor a paragraph of the bio. */}
        <Box component="hgroup" sx={{ m: 0 }}>
          <Typography variant="h3">{member.name}</Typography>
          <Typography variant="memberRole" color="secondary" sx={{ mt: 0.5 }}>
            {member.role}
          </Typography>
        </Box>
        <Stack
          component="ul"
          aria-label={home.team.specialtiesName(member.name)}
          direction="row"
          sx={{ flexWrap: 'wrap', gap: 1, p: 0, my: 2, listStyle: 'none' }}
        >
          {member.specialties.map((specialty) => (
            <li key={specialty}>
              <Tag>{specialty}</Tag>
            </li>
          ))}
        </Stack>
        <Typography variant="body2" color="textSecondary">
          {member.bio}
        </Typography>
        <Typography variant="subheading" component="h4" sx={{ mt: 3, mb: 1 }}>
          {home.team.achievementsHeading}
        </Typography>
        <Box component="ul" sx={{ pl: 2.5, my: 0, '& li + li': { mt: 0.75 } }}>
          {member.achievements.map((achievement) => (
            <Typography key={achievement} component="li" variant="body2">
              {achievement}
            </Typography>
          ))}
        </Box>
      </CardContent>
      <CardActions>
        <ActionButton
          action={contactMemberAction(member.name)}
          variant="outlined"
          startIcon={<MailOutlined aria-hidden="true" />}
          aria-label={`${home.team.contactLabel} ${member.name}`}
        >
          {home.team.contactLabel}
        </ActionButton>
        <SocialButton member={member} />
      </CardActions>
    </Card>
  );
}

export function Team() {
  const { heading, intro } = home.team;
  return (
    <Section id="team" name="team" heading={heading} intro={intro} summary={home.team.summary} tone="paper">
      <Grid container component="ul" spacing={4} sx={{ p: 0, listStyle: 'none' }}>
        {team.map((member) => (
          <Grid key={member.name} component="li" size={{ xs: 12, md: 6 }}>
            <MemberCard member={member} />
          </Grid>
        ))}
      </Grid>
    </Section>
  );
}
